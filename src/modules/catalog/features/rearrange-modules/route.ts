import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { rearrangeModules } from './handler';
import { BatchUpdateBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const rearrangeModulesRoute = route(
  {
    method: 'PATCH',
    path: '/api/trainings/:id/modules/batch-update',
    summary: 'Reorder modules and switch them on or off in one step.',
    body: BatchUpdateBody,
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const body = input.body();
    return rearrangeModules(deps, c, trainingIdParam(ctx.params.id), body);
  },
);
