import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { deleteTraining } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const deleteTrainingRoute = route(
  {
    method: 'DELETE',
    path: '/api/trainings/:id',
    summary: 'Delete a training (not while a bundle contains it).',
    status: 204,
    permission: P('write', 'trainingDelete'),
  },
  (ctx, deps: CatalogDeps) => deleteTraining(deps, callerOf(ctx.state.principal), trainingIdParam(ctx.params.id)),
);
