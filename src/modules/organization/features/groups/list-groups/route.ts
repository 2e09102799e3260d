import { organizationRoute } from '../../../shared/deps';
import { ListQuery, ownershipFilter } from '../../../shared/schema';
import { listGroupsPage } from './query';
import { P } from '../../../../../shared/route-permissions';

export const listGroupsRoute = organizationRoute(
  {
    method: 'GET',
    path: '/api/user-groups',
    summary: 'Groups visible to the caller, paged, with what the caller may do with each (`?editable=true`: only those they may edit).',
    query: ListQuery,
    permission: P('groups'),
  },
  (deps, { caller, query: q }, ctx) => listGroupsPage(deps, caller, { search: q.search, ownership: ownershipFilter(q.ownership), page: q.page, editable: ctx.query.editable === 'true' }),
);
