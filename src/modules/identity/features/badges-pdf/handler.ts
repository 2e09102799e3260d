import type { Lang } from '../../../../platform/i18n';
import type { Caller } from '../../../../shared/contracts/ids';
import { companyLetterhead } from '../../read/companies/queries';
import { badgeHash, generateBadgeToken } from '../../shared/badges';
import type { IdentityDeps } from '../../shared/deps';
import { printForPeople, printRunSender } from '../../shared/print-runs';
import { renderBadges } from './html';

/**
 * Badges for a selection (issue 33, item 4): a credit-card-size page per person with name,
 * personnel number, company and login code, and a QR code holding a NEW badge token (only its
 * hash is kept, so printing a badge issues it; the person's earlier badge stops working).
 */
export async function badgesPdf(d: IdentityDeps, c: Caller, ids: readonly string[], lang: Lang): Promise<Buffer> {
  const company = await companyLetterhead(d.k.db, c.companyId);
  return printForPeople(d, c, ids, {
    secret: generateBadgeToken,
    command: async (token, now) => ({ type: 'IssueBadge', actor: c.actor, badgeHash: badgeHash(token), now }),
    print: async (people) => {
      const badges = people.map(({ row, secret }) => ({ firstName: row.firstName, lastName: row.lastName, personnelNumber: row.personnelNumber ?? '', token: secret }));
      const html = await renderBadges(badges, { companyName: company?.name ?? '', loginCode: company?.loginCode ?? '' }, lang);
      // cards to print and laminate: no tags for screen readers
      return d.k.pdf.render(html, { paper: 'id-card', tagged: false, requester: c.actor.userId });
    },
  });
}

/** Answers the PDF as a download, named in its language. */
export const sendBadges = printRunSender(badgesPdf, { de: 'ausweise', en: 'badges' });
