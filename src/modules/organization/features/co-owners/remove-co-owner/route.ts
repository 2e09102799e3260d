import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeCoOwner } from './handler';

export function removeCoOwnerRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/user-groups/:id/co-owners/:userId', async (ctx) => {
    await removeCoOwner(deps, callerIn(ctx), param(ctx), param(ctx, 'userId'));
    ctx.status = 204;
  });
}
