import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { groupView } from '../../../shared/group-views';

export function getGroupRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id', async (ctx) => {
    ctx.body = await groupView(deps, callerIn(ctx), param(ctx));
  });
}
