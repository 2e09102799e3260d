import type { Lang } from '../../../../platform/i18n';
import type { Caller } from '../../../../shared/contracts/ids';
import { hashPassword } from '../../passwords';
import type { IdentityDeps } from '../../shared/deps';
import { issueToPeople } from '../../shared/print-runs';
import { generateStartCode, START_CODE_VALID_DAYS } from '../../shared/start-codes';
import { companyLetterhead } from '../../read/companies/queries';
import { renderStartLetters } from './html';

/**
 * GET /api/users/start-letters.pdf?ids=...: one letter per person with a new start code each
 * (`issueToPeople`: like `POST /api/users/{id}/start-code`, for a whole selection, all or nothing).
 */
export async function startLettersPdf(d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang): Promise<Buffer> {
  const printed = await issueToPeople(d, c, ids, async (_row, now) => {
    const code = generateStartCode();
    const codeHash = await hashPassword(code, d.k.config.pinHashCost);
    return { secret: code, command: { type: 'IssueStartCode', actor: c.actor, codeHash, validDays: START_CODE_VALID_DAYS, now } };
  });
  const company = await companyLetterhead(d.k.db, c.companyId);
  const expiresAt = new Date(d.k.clock.now().getTime() + START_CODE_VALID_DAYS * 86_400_000).toISOString();
  const letters = printed.map(({ row, secret }) => ({ firstName: row.firstName, lastName: row.lastName, personnelNumber: row.personnelNumber ?? '', code: secret }));
  const html = await renderStartLetters(letters, { companyName: company?.name ?? '', loginCode: company?.loginCode ?? '', expiresAt, publicUrl: d.k.config.publicUrl }, lang);
  return d.k.pdf.render(html, { footer: lang === 'de' ? 'Unterweisung Pro · Startbrief' : 'Unterweisung Pro · Start letter', requester: c.actor.userId });
}
