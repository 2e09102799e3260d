import { route } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { ListQuery, ownershipFilter } from '../../../shared/schema';
import { listGroupsPage } from './query';
import { P } from '../../../../../shared/route-permissions';

export const listGroupsRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups',
    summary: 'Groups visible to the caller, paged, with what the caller may do with each (`?editable=true`: only those they may edit).',
    query: ListQuery,
    permission: P('groups'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const q = input.query();
    const editable = ctx.query.editable === 'true';
    return listGroupsPage(deps, callerIn(ctx), { search: q.search, ownership: ownershipFilter(q.ownership), page: q.page, editable });
  },
);
