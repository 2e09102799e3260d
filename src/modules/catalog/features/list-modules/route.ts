import { callerOf, type CatalogDeps } from '../../shared/deps';
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
  async (ctx, deps: CatalogDeps) => {
    const c = callerOf(ctx.state.principal);
    return trainingModules(deps, c, trainingIdParam(ctx.params.id));
  },
);
