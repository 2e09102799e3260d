import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { groupTrainingViews } from '../../../shared/group-views';

export function listGroupTrainingsRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.get('/user-groups/:id/trainings', async (ctx) => {
    ctx.body = await groupTrainingViews(deps, callerIn(ctx), param(ctx));
  });
}
