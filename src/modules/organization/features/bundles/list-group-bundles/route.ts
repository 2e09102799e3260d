import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { groupBundleViews } from '../../../shared/bundle-views';

export function listGroupBundlesRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id/bundles', async (ctx) => {
    ctx.body = await groupBundleViews(deps, callerIn(ctx), param(ctx));
  });
}
