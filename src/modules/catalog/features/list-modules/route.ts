import { callerIn, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { trainingModules } from '../../shared/views';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const listModulesRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/modules',
    summary: 'The modules (content) of a training, in order.',
    permission: P('library', 'trainingRead'),
  },
  (ctx, deps: CatalogDeps) => trainingModules(deps, callerIn(ctx), trainingIdParam(ctx.params.id)),
);
