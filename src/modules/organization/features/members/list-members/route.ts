import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { memberViews } from '../../../shared/group-views';

export function listMembersRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id/members', async (ctx) => {
    ctx.body = await memberViews(deps, callerIn(ctx), param(ctx));
  });
}
