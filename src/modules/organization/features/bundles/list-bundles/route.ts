import { organizationRoute, pageAnswer } from '../../../shared/deps';
import { ListQuery, ownershipFilter } from '../../../shared/schema';
import { listBundlesPageView } from './query';
import { P } from '../../../../../shared/route-permissions';

/**
 * GET /api/training-bundles?search=&ownership=alle|owner|coowner&page=: one page (15) of the
 * company's bundles, newest first, as the array the spec's clients read, with the total in
 * `X-Total-Count` and `X-Total-Pages` (like the members list).
 */
export const listBundlesRoute = organizationRoute(
  {
    method: 'GET',
    path: '/api/training-bundles',
    summary: 'The company’s bundles with what the caller may do with each.',
    query: ListQuery,
    permission: P('bundles'),
  },
  async (deps, { caller, query: q }, ctx) => {
    const page = await listBundlesPageView(deps, caller, { search: q.search, ownership: ownershipFilter(q.ownership), page: q.page });
    return pageAnswer(ctx, page.bundles, page.totalCount, page.totalPages);
  },
);
