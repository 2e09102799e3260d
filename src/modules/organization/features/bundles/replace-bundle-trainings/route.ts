import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { replaceBundleTrainings } from './handler';
import { ReplaceBundleTrainingsBody } from './schema';

export function replaceBundleTrainingsRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.put('/training-bundles/:id/trainings', async (ctx) => {
    ctx.body = await replaceBundleTrainings(deps, callerIn(ctx), param(ctx), decode(ReplaceBundleTrainingsBody, ctx.request.body).trainingIds);
  });
}
