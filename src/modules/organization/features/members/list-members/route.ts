import { route } from '../../../../../platform/http';
import { callerIn, pageAnswer, param, type OrganizationDeps } from '../../../shared/deps';
import { memberViews } from '../../../shared/group-views';
import { MembersQuery } from '../../../shared/schema';
import { P } from '../../../../../shared/route-permissions';

/**
 * GET /api/user-groups/{id}/members?search=&page=&limit=: one page of the members (the spec's array;
 * 100 a page unless `limit` asks for up to 200), with the total in `X-Total-Count` and `X-Total-Pages`.
 */
export const listMembersRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/members',
    summary: 'The members of a group, paged.',
    query: MembersQuery,
    permission: P('groups', undefined, 'Every group of the company (spec: the Members button for all on the groups screen).'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const query = input.query();
    const { members, total } = await memberViews(deps, callerIn(ctx), param(ctx), query);
    return pageAnswer(ctx, members, total, Math.max(1, Math.ceil(total / query.limit)));
  },
);
