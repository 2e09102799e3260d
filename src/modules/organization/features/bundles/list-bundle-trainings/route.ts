import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { bundleTrainingViews } from '../../../shared/bundle-views';

export function listBundleTrainingsRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/training-bundles/:id/trainings', async (ctx) => {
    ctx.body = await bundleTrainingViews(deps, callerIn(ctx), param(ctx));
  });
}
