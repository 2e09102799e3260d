import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { bundleView } from '../../../shared/bundle-views';

export function getBundleRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/training-bundles/:id', async (ctx) => {
    ctx.body = await bundleView(deps, callerIn(ctx), param(ctx));
  });
}
