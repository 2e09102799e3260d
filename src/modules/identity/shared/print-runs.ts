import { badRequest, forbidden } from '../../../platform/http';
import { callerActor } from '../../../platform/kernel';
import type { CompanyUserRow } from '../../../shared/contracts/identity';
import type { Caller } from '../../../shared/contracts/ids';
import { userPermissions } from '../../../shared/user-policy';
import type { UserCommand } from '../domain/user';
import { getCompanyUsers } from '../read/users/users-page';
import { applyAuthEffectsOfMany } from './auth-effects';
import type { IdentityDeps } from './deps';
import { toHttpError } from './errors';
import { userStream } from './streams';

/** People per print run (one request, one PDF): start letters, badges. */
export const PRINT_RUN_MAX = 500;

/** What one person gets printed: the secret on the paper, and the command that stores its hash. */
export interface Issued<S> {
  readonly secret: S;
  readonly command: UserCommand;
}

/**
 * A print run of new secrets (start codes, badges) for a selection of people (issue 33, items 3
 * and 4). Only hashes are kept, so printing issues what it prints and the person's earlier one
 * stops working. All or nothing: everybody is checked first (in the company, the caller may edit
 * them, each has a personnel number: the rules the user decider applies too, asked here before
 * anything is appended, so that a refusal for one leaves the others untouched), then the commands
 * are appended in one transaction and reach sign-in before the answer.
 */
export async function issueToPeople<S>(
  d: IdentityDeps,
  c: Caller,
  ids: readonly string[],
  issue: (row: CompanyUserRow, now: Date) => Promise<Issued<S>>,
): Promise<{ readonly row: CompanyUserRow; readonly secret: S }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || wanted.length > PRINT_RUN_MAX) {
    throw badRequest('ids_count', { de: `Bitte wählen Sie 1 bis ${PRINT_RUN_MAX} Personen aus.`, en: `Please choose 1 to ${PRINT_RUN_MAX} people.` }, { field: 'ids' });
  }
  const rows = await getCompanyUsers(d.k.db, c.companyId, wanted);
  if (rows.length !== wanted.length) throw toHttpError('UserNotFound');
  for (const row of rows) {
    if (!userPermissions(c.actor, { userId: row.id, role: row.role }).edit) throw forbidden();
    if (row.personnelNumber === null) throw toHttpError('PersonnelNumberRequired');
  }
  const now = d.k.clock.now();
  // hashed side by side (passwords.ts runs as many at once as there are cores to spare)
  const issued = await Promise.all(rows.map(async (row) => ({ row, ...(await issue(row, now)) })));
  const results = await d.k.commands.runAll(issued.map(({ row, command }) => ({ ...userStream(row.id), actor: callerActor(c), command })));
  const failed = results.find((r) => !r.ok);
  if (failed && !failed.ok) throw failed.error;
  await applyAuthEffectsOfMany(
    d.k,
    results.flatMap((r, i) => (r.ok ? [{ userId: issued[i]!.row.id, outcome: r.outcome }] : [])),
  );
  return issued
    .map(({ row, secret }) => ({ row, secret }))
    .sort((a, b) => a.row.lastName.localeCompare(b.row.lastName, 'de') || a.row.firstName.localeCompare(b.row.firstName, 'de'));
}
