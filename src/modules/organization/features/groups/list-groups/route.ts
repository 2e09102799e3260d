import { decodeQuery, type AppRouter } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { ListQuery, ownershipFilter } from '../../../shared/schema';
import { listGroupsPage } from './query';

export function listGroupsRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups', async (ctx) => {
    const q = decodeQuery(ListQuery, ctx);
    const editable = ctx.query.editable === 'true';
    ctx.body = await listGroupsPage(deps, callerIn(ctx), { search: q.search, ownership: ownershipFilter(q.ownership), page: q.page, editable });
  });
}
