import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { deleteBundle } from './handler';

export function deleteBundleRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/training-bundles/:id', async (ctx) => {
    await deleteBundle(deps, callerIn(ctx), param(ctx));
    ctx.status = 204;
  });
}
