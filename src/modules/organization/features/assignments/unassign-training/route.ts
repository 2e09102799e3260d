import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { unassignTraining } from './handler';

export function unassignTrainingRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/user-groups/:id/trainings/:trainingId', async (ctx) => {
    await unassignTraining(deps, callerIn(ctx), param(ctx), param(ctx, 'trainingId'));
    ctx.status = 204;
  });
}
