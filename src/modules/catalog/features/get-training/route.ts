import { callerIn, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { trainingDetails } from '../../shared/views';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const getTrainingRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id',
    summary: 'One training with what the caller may do with it.',
    permission: P('library', 'trainingRead'),
  },
  (ctx, deps: CatalogDeps) => trainingDetails(deps, callerIn(ctx), trainingIdParam(ctx.params.id)),
);
