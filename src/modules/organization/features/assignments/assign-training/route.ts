import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { assignTraining } from './handler';
import { AssignTrainingBody } from './schema';

export function assignTrainingRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.post('/user-groups/:id/trainings', async (ctx) => {
    const b = decode(AssignTrainingBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await assignTraining(deps, callerIn(ctx), param(ctx), b.trainingId, b.weeks);
  });
}
