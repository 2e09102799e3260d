import { decodeQuery, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { memberViews } from '../../../shared/group-views';
import { MembersQuery } from '../../../shared/schema';

/**
 * GET /api/user-groups/{id}/members?search=&page=&limit=: one page of the members (the spec's array;
 * 100 a page unless `limit` asks for up to 200), with the total in `X-Total-Count` and `X-Total-Pages`.
 */
export function listMembersRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id/members', async (ctx) => {
    const query = decodeQuery(MembersQuery, ctx);
    const { members, total } = await memberViews(deps, callerIn(ctx), param(ctx), query);
    ctx.set('X-Total-Count', String(total));
    ctx.set('X-Total-Pages', String(Math.max(1, Math.ceil(total / query.limit))));
    ctx.body = members;
  });
}
