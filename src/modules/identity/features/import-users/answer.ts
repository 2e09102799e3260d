import type { Lang } from '../../../../platform/i18n';
import type { UserImportResult, UserImportRow } from '../../../../shared/contracts/identity';
import type { Role } from '../../../../shared/policy';
import type { RowPlan } from '../../domain/user-import';
import type { ImportingUser } from '../../shared/ports';
import type { Caller } from '../../../../shared/contracts/ids';
import { reasonText } from './reasons';

export const importingUser = (c: Caller): ImportingUser => ({ companyId: c.companyId, userId: c.actor.userId, role: c.actor.role as Role });

/** One answer row from a row's plan or result. */
export function answerRow(p: RowPlan, lang: Lang): UserImportRow {
  return p.reason ? { ...rowOf(p), outcome: p.outcome, reason: reasonText(p.reason, lang), code: p.reason.code } : { ...rowOf(p), outcome: p.outcome };
}

/** Which row of the file, and whose: its number, address and personnel number. */
export const rowOf = (p: RowPlan): Pick<UserImportRow, 'row' | 'email' | 'personnelNumber'> => ({ row: p.row, email: p.email, ...(p.personnelNumber ? { personnelNumber: p.personnelNumber } : {}) });

export function summary(rows: readonly UserImportRow[], dryRun: boolean, newUnits: readonly string[]): UserImportResult {
  let created = 0;
  let skipped = 0;
  let errors = 0;
  for (const r of rows) {
    if (r.outcome === 'created') created++;
    else if (r.outcome === 'skipped') skipped++;
    else errors++;
  }
  return { rows, created, skipped, errors, dryRun, newUnits };
}

