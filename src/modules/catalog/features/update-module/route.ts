import { route } from '../../../../platform/http';
import { callerIn, type CatalogDeps } from '../../shared/deps';
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
  (ctx, deps: CatalogDeps, input) => updateModule(deps, callerIn(ctx), ctx.params.id ?? '', input.body()),
);
