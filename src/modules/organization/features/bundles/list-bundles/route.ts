import { decodeQuery, type AppRouter } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { ListQuery, ownershipFilter } from '../../../shared/schema';
import { listBundlesPageView } from './query';

/**
 * GET /api/training-bundles?search=&ownership=alle|owner|coowner&page=: one page (15) of the
 * company's bundles, newest first, as the array the spec's clients read, with the total in
 * `X-Total-Count` and `X-Total-Pages` (like the members list).
 */
export function listBundlesRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/training-bundles', async (ctx) => {
    const q = decodeQuery(ListQuery, ctx);
    const page = await listBundlesPageView(deps, callerIn(ctx), { search: q.search, ownership: ownershipFilter(q.ownership), page: q.page });
    ctx.set('X-Total-Count', String(page.totalCount));
    ctx.set('X-Total-Pages', String(page.totalPages));
    ctx.body = page.bundles;
  });
}
