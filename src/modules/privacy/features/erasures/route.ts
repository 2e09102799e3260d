import { Schema } from 'effect';
import { limitParam, pageParam } from '../../../../platform/http';
import type { ErasuresPage } from '../../../../shared/contracts/privacy';
import { erasurePage } from '../../read/queries';
import { dataProtectionRoute } from '../../shared/access';
import type { PrivacyDeps } from '../../shared/deps';
import { personName } from '../../shared/names';
import { pseudonymisedName } from '../../../../shared/erasure-event';

/** GET /api/data-protection/erasures?page&limit */
export const ErasuresQuery = Schema.Struct({
  page: pageParam(),
  limit: limitParam(100, 20, { de: 'Die Seitengröße muss zwischen 1 und 100 liegen.', en: 'The page size must be between 1 and 100.' }),
});

export const erasuresRoute = dataProtectionRoute(
  {
    method: 'GET',
    path: '/api/data-protection/erasures',
    summary: 'The pseudonymisations and erasures done in the company, newest first, paged (root, admins): the pseudonym, the reason, who asked (null: the job), when, and how many events were rewritten.',
    query: ErasuresQuery,
  },
  async (c, d: PrivacyDeps, input): Promise<ErasuresPage> => {
    const q = input.query();
    const { rows, total } = await erasurePage(d.k.db, c.companyId, (q.page - 1) * q.limit, q.limit);
    const people = await d.ports.people.summaries(rows.flatMap((r) => (r.requestedBy ? [r.requestedBy] : [])));
    return {
      erasures: rows.map((r) => ({
        userId: r.userId,
        name: pseudonymisedName(r.pseudonym),
        stage: r.stage,
        reason: r.reason,
        requestedBy: r.requestedBy ? { id: r.requestedBy, name: personName(people.get(r.requestedBy)) } : null,
        redactedAt: r.redactedAt,
        redactedEvents: r.redactedEvents,
      })),
      totalCount: total,
      page: q.page,
      totalPages: Math.max(1, Math.ceil(total / q.limit)),
    };
  },
);
