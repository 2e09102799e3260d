import type { Lang } from '../../../../platform/i18n';
import type { Caller } from '../../../../shared/contracts/ids';
import { hashPassword } from '../../passwords';
import type { IdentityDeps } from '../../shared/deps';
import { printForPeople, printRunSender } from '../../shared/print-runs';
import { generateStartCode, START_CODE_VALID_DAYS } from '../../shared/start-codes';
import { companyLetterhead } from '../../read/companies/queries';
import { renderStartLetters } from './html';

/**
 * GET /api/users/start-letters.pdf?ids=...: one letter per person with a new start code each
 * (`printForPeople`: like `POST /api/users/{id}/start-code`, for a whole selection, all or nothing).
 */
export async function startLettersPdf(d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang): Promise<Buffer> {
  const company = await companyLetterhead(d.k.db, c.companyId);
  const expiresAt = new Date(d.k.clock.now().getTime() + START_CODE_VALID_DAYS * 86_400_000).toISOString();
  return printForPeople(d, c, ids, {
    secret: generateStartCode,
    command: async (code, now) => ({ type: 'IssueStartCode', actor: c.actor, codeHash: await hashPassword(code, d.k.config.startCodeHashCost), validDays: START_CODE_VALID_DAYS, now }),
    print: async (people) => {
      const letters = people.map(({ row, secret }) => ({ firstName: row.firstName, lastName: row.lastName, personnelNumber: row.personnelNumber ?? '', code: secret }));
      const html = await renderStartLetters(letters, { companyName: company?.name ?? '', loginCode: company?.loginCode ?? '', expiresAt, publicUrl: d.k.config.publicUrl }, lang);
      // each letter goes to another person on paper: no "page 37 / 500" on it (the letterhead names the product), no tags for screen readers
      return d.k.pdf.render(html, { pageFooter: false, tagged: false, requester: c.actor.userId });
    },
  });
}

/** Answers the PDF as a download, named in its language. */
export const sendStartLetters = printRunSender(startLettersPdf, { de: 'startbriefe', en: 'start-letters' });
