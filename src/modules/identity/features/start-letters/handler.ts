import { badRequest, forbidden } from '../../../../platform/http';
import type { Lang } from '../../../../platform/i18n';
import { callerActor } from '../../../../platform/kernel';
import type { Caller } from '../../../../shared/contracts/ids';
import { userPermissions } from '../../../../shared/user-policy';
import type { UserCommand } from '../../domain/user';
import { hashPassword } from '../../passwords';
import { getCompanyUsers } from '../../read/users/users-page';
import { applyAuthEffectsOfMany } from '../../shared/auth-effects';
import type { IdentityDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { generateStartCode, START_CODE_VALID_DAYS } from '../../shared/start-codes';
import { userStream } from '../../shared/streams';
import { companyLetterhead } from '../../read/companies/queries';
import { renderStartLetters, type StartLetter } from './html';

/** People per print run (one request, one PDF). */
export const START_LETTERS_MAX = 500;

/**
 * GET /api/users/start-letters.pdf?ids=...: one letter per person with a new start code each. Only
 * hashes of codes are kept, so printing a letter issues the code it prints (the person's earlier
 * code stops working), like `POST /api/users/{id}/start-code` but for a whole selection: checked
 * first for everybody (the caller may edit them, each has a personnel number), then appended in one
 * transaction, then printed.
 */
export async function startLettersPdf(d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang): Promise<Buffer> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || wanted.length > START_LETTERS_MAX) {
    throw badRequest('ids_count', { de: `Bitte wählen Sie 1 bis ${START_LETTERS_MAX} Personen aus.`, en: `Please choose 1 to ${START_LETTERS_MAX} people.` }, { field: 'ids' });
  }
  const rows = await getCompanyUsers(d.k.db, c.companyId, wanted);
  if (rows.length !== wanted.length) throw toHttpError('UserNotFound');
  for (const row of rows) {
    if (!userPermissions(c.actor, { userId: row.id, role: row.role }).edit) throw forbidden();
    if (row.personnelNumber === null) throw toHttpError('PersonnelNumberRequired');
  }
  // hashed side by side (passwords.ts runs as many at once as there are cores to spare)
  const codes = await Promise.all(
    rows.map(async (row) => {
      const code = generateStartCode();
      return { row, code, hash: await hashPassword(code, d.k.config.pinHashCost) };
    }),
  );
  const now = d.k.clock.now();
  const results = await d.k.commands.runAll(
    codes.map(({ row, hash }) => ({
      ...userStream(row.id),
      actor: callerActor(c),
      command: { type: 'IssueStartCode', actor: c.actor, codeHash: hash, validDays: START_CODE_VALID_DAYS, now } satisfies UserCommand,
    })),
  );
  const failed = results.find((r) => !r.ok);
  if (failed && !failed.ok) throw failed.error;
  await applyAuthEffectsOfMany(
    d.k,
    results.flatMap((r, i) => (r.ok ? [{ userId: codes[i]!.row.id, outcome: r.outcome }] : [])),
  );
  const company = await companyLetterhead(d.k.db, c.companyId);
  const expiresAt = new Date(now.getTime() + START_CODE_VALID_DAYS * 86_400_000).toISOString();
  const letters: StartLetter[] = codes
    .map(({ row, code }) => ({ firstName: row.firstName, lastName: row.lastName, personnelNumber: row.personnelNumber ?? '', code }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'));
  const html = await renderStartLetters(letters, { companyName: company?.name ?? '', loginCode: company?.loginCode ?? '', expiresAt, publicUrl: d.k.config.publicUrl }, lang);
  return d.k.pdf.render(html, { footer: lang === 'de' ? 'Unterweisung Pro · Startbrief' : 'Unterweisung Pro · Start letter', requester: c.actor.userId });
}
