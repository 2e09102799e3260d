import { HttpError, isEmailAddress } from '../../../../platform/http';
import { format, type Lang } from '../../../../platform/i18n';
import { readTable, TableError, type Table } from '../../../../platform/tabular';
import type { UserImportResult } from '../../../../shared/contracts/identity';
import { planImport, splitUnits, unitsToCreate, type ImportFacts, type RowPlan, type UnitFact } from '../../domain/user-import';
import { personnelNumbersIn, usersByEmails } from '../../read/users/queries';
import type { IdentityDeps } from '../../shared/deps';
import type { Caller } from '../../../../shared/contracts/ids';
import { mapColumns, rawRows, TEMPLATE_HEADERS } from './columns';
import { executeImport, type ImportProgress } from './execute';
import { answerRow, importingUser, summary } from './answer';
import { IMPORT_LIMITS } from './schema';

const TABLE_ERRORS = {
  too_many_rows: {
    status: 413,
    de: `Die Datei hat zu viele Zeilen (höchstens ${IMPORT_LIMITS.maxRows.toLocaleString('de-DE')}).`,
    en: `The file has too many rows (at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')}).`,
  },
  unreadable: {
    status: 400,
    de: 'Die Datei kann nicht gelesen werden. Bitte laden Sie eine CSV- oder XLSX-Datei hoch.',
    en: 'The file cannot be read. Please upload a CSV or XLSX file.',
  },
  empty: { status: 400, de: 'Die Datei ist leer.', en: 'The file is empty.' },
} as const;

/** The file as a table; its problems as 4xx in both languages. */
export async function readImportFile(chunks: AsyncIterable<Buffer>): Promise<Table> {
  try {
    return await readTable(chunks, { maxRows: IMPORT_LIMITS.maxRows });
  } catch (err) {
    if (!(err instanceof TableError)) throw err;
    const e = TABLE_ERRORS[err.reason];
    throw new HttpError(e.status, `import_${err.reason}`, { de: e.de, en: e.en });
  }
}

/**
 * Checks every row of the file (issue 13): the facts for the whole file come from three lookups
 * (addresses, personnel numbers, units). A file without the required columns is a 400.
 */
export async function planUsersImport(d: IdentityDeps, c: Caller, table: Table, o: { createUnits: boolean }): Promise<RowPlan[]> {
  const columns = mapColumns(table.header);
  if (columns.missing.length > 0) {
    const names = columns.missing.map((f) => `„${TEMPLATE_HEADERS[f]}“`).join(', ');
    throw new HttpError(
      400,
      'import_columns_missing',
      { de: format('Der Datei fehlen Spalten: {names}.', { names }), en: format('The file lacks columns: {names}.', { names }) },
      { columns: columns.missing },
    );
  }
  const rows = rawRows(table.rows, columns);
  const importer = importingUser(c);
  const emails = [...new Set(rows.map((r) => r.email.trim().toLowerCase()).filter((e) => e !== ''))];
  const numbers = [...new Set(rows.map((r) => r.personnelNumber.trim().toUpperCase()).filter((n) => n !== ''))];
  const unitNames = [...new Set(rows.flatMap((r) => splitUnits(r.units)))];
  const [existing, existingNumbers, units] = await Promise.all([
    usersByEmails(d.k.db, c.companyId, emails),
    personnelNumbersIn(d.k.db, c.companyId, numbers),
    unitNames.length > 0 ? d.ports.units.byNames(importer, unitNames) : Promise.resolve([] as readonly UnitFact[]),
  ]);
  const byName = new Map<string, UnitFact[]>();
  for (const u of units) byName.set(u.name.toLowerCase(), [...(byName.get(u.name.toLowerCase()) ?? []), u]);
  const facts: ImportFacts = { importer: c.actor, existing, existingNumbers, units: byName, createUnits: o.createUnits, defaultLanguage: 'de' };
  return planImport(rows, facts, isEmailAddress);
}

/** The preview (dry run) or the import of the valid rows; `onProgress` hears how far the import is. */
export async function importUsers(
  d: IdentityDeps,
  c: Caller,
  table: Table,
  o: { dryRun: boolean; createUnits: boolean },
  lang: Lang,
  onProgress?: (p: ImportProgress) => void,
): Promise<UserImportResult> {
  const plan = await planUsersImport(d, c, table, o);
  if (o.dryRun) return summary(plan.map((p) => answerRow(p, lang)), true, unitsToCreate(plan));
  return executeImport(d, c, plan, lang, onProgress);
}
