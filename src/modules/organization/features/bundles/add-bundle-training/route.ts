import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addBundleTraining } from './handler';
import { AddBundleTrainingBody } from './schema';

export function addBundleTrainingRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/training-bundles/:id/trainings', async (ctx) => {
    const b = decode(AddBundleTrainingBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await addBundleTraining(deps, callerIn(ctx), param(ctx), b.trainingId, b.orderIndex);
  });
}
