import type { TableRow } from '../../../../platform/tabular';
import type { ImportRowInput } from '../../domain/user-import';

/**
 * The columns of a user import file (issue 13): headers in German or English, in any order and
 * case; other columns are ignored. Values of Rolle are read in both languages too; Sprache takes
 * any content language by tag or by its name in German, English or itself (issue 34, parseLanguage).
 */
export type ImportField = 'email' | 'firstName' | 'lastName' | 'role' | 'units' | 'language' | 'personnelNumber';

/** Headers as the template writes them (German) — also the order of the template's columns. */
export const TEMPLATE_HEADERS: Readonly<Record<ImportField, string>> = {
  email: 'E-Mail',
  firstName: 'Vorname',
  lastName: 'Nachname',
  role: 'Rolle',
  units: 'Einheiten',
  language: 'Sprache',
  personnelNumber: 'Personalnummer',
};

/** Always needed; and an address column, or (employees without e-mail, issue 33) a personnel number column. */
export const REQUIRED_FIELDS: readonly ImportField[] = ['email', 'firstName', 'lastName'];

/** A header as compared: lower case, without spaces, hyphens, underscores, dots and a BOM. */
export const normalizeHeader = (h: string): string => h.replace(/^\uFEFF/, '').toLowerCase().replace(/[\s\-_.]/g, '');

const ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  email: ['email', 'emailadresse', 'emailaddress', 'mail', 'mailadresse'],
  firstName: ['vorname', 'firstname', 'givenname', 'forename'],
  lastName: ['nachname', 'lastname', 'surname', 'familyname', 'familienname'],
  role: ['rolle', 'role'],
  units: ['einheiten', 'einheit', 'units', 'unit', 'gruppen', 'groups'],
  language: ['sprache', 'language', 'lang'],
  personnelNumber: ['personalnummer', 'personalnr', 'persnr', 'personnelnumber', 'employeenumber', 'employeeid', 'staffnumber'],
};

export interface ColumnMap {
  readonly index: Readonly<Partial<Record<ImportField, number>>>;
  readonly missing: readonly ImportField[];
}

/** Which column holds which field (the first matching header wins); required fields without a column are `missing`. */
export function mapColumns(header: readonly string[]): ColumnMap {
  const index: Partial<Record<ImportField, number>> = {};
  header.forEach((h, i) => {
    const n = normalizeHeader(h);
    for (const field of Object.keys(ALIASES) as ImportField[]) {
      if (index[field] === undefined && ALIASES[field].includes(n)) index[field] = i;
    }
  });
  const present = (f: ImportField) => index[f] !== undefined || (f === 'email' && index.personnelNumber !== undefined);
  return { index, missing: REQUIRED_FIELDS.filter((f) => !present(f)) };
}


/** The data rows as written in the file (trimmed texts; absent columns are ''). */
export function rawRows(rows: readonly TableRow[], map: ColumnMap): ImportRowInput[] {
  const cell = (r: TableRow, f: ImportField) => {
    const i = map.index[f];
    return i === undefined ? '' : (r.cells[i] ?? '').replace(/\u00a0/g, ' ').trim();
  };
  return rows.map((r) => ({
    row: r.row,
    email: cell(r, 'email'),
    firstName: cell(r, 'firstName'),
    lastName: cell(r, 'lastName'),
    role: cell(r, 'role'),
    units: cell(r, 'units'),
    language: cell(r, 'language'),
    personnelNumber: cell(r, 'personnelNumber'),
  }));
}
