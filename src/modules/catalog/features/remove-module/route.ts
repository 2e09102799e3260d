import { callerOf, type CatalogDeps } from '../../shared/deps';
import { removeModule } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const removeModuleRoute = route(
  {
    method: 'DELETE',
    path: '/api/training-modules/:id',
    summary: 'Remove a module.',
    status: 204,
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps) => removeModule(deps, callerOf(ctx.state.principal), ctx.params.id ?? ''),
);
