import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeBundleCoOwner } from './handler';

export function removeBundleCoOwnerRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/training-bundles/:id/co-owners/:userId', async (ctx) => {
    await removeBundleCoOwner(deps, callerIn(ctx), param(ctx), param(ctx, 'userId'));
    ctx.status = 204;
  });
}
