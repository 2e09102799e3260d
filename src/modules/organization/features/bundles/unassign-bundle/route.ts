import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { unassignBundle } from './handler';

export function unassignBundleRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/user-groups/:id/bundles/:bundleId', async (ctx) => {
    await unassignBundle(deps, callerIn(ctx), param(ctx), param(ctx, 'bundleId'));
    ctx.status = 204;
  });
}
