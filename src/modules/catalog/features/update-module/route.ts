import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { updateModule } from './handler';
import { ModulePatchBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const updateModuleRoute = route(
  {
    method: 'PATCH',
    path: '/api/training-modules/:id',
    summary: 'Edit a module.',
    body: ModulePatchBody,
    permission: P('write', 'trainingEdit'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    return updateModule(deps, c, ctx.params.id ?? '', input.body());
  },
);
