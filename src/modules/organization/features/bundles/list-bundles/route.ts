import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { ListQuery, ownershipFilter } from '../../../shared/schema';
import { listBundleViews } from './query';

export function listBundlesRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/training-bundles', async (ctx) => {
    const q = decode(ListQuery, ctx.query);
    ctx.body = await listBundleViews(deps, callerIn(ctx), { search: q.search, ownership: ownershipFilter(q.ownership) });
  });
}
