import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { trainingDetails } from '../../shared/views';

export function getTrainingRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/trainings/:id', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    ctx.body = await trainingDetails(deps, c, trainingIdParam(ctx.params.id));
  });
}
