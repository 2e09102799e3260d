import { route } from '../../../../platform/http';
import { forTraining, type CatalogDeps } from '../../shared/deps';
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
  (ctx, deps: CatalogDeps, input) => forTraining(ctx, () => input.body(), (c, id, body) => rearrangeModules(deps, c, id, body)),
);
