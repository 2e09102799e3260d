import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { deleteTraining } from './handler';

export function deleteTrainingRoute(r: AppRouter, deps: CatalogDeps): void {
  r.delete('/trainings/:id', async (ctx) => {
    await deleteTraining(deps, callerOf(ctx.state.principal), trainingIdParam(ctx.params.id));
    ctx.status = 204;
  });
}
