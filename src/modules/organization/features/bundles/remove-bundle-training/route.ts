import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeBundleTraining } from './handler';

export function removeBundleTrainingRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/training-bundles/:id/trainings/:trainingId', async (ctx) => {
    await removeBundleTraining(deps, callerIn(ctx), param(ctx), param(ctx, 'trainingId'));
    ctx.status = 204;
  });
}
