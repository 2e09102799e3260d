import { route } from '../../../../platform/http';
import { forTraining, type CatalogDeps } from '../../shared/deps';
import { addCoOwner } from './handler';
import { UserIdBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const addCoOwnerRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/co-owners',
    summary: 'Add a co-owner to a training.',
    body: UserIdBody,
    permission: P('write', 'trainingCoOwners'),
  },
  (ctx, deps: CatalogDeps, input) => forTraining(ctx, () => input.body(), (c, id, body) => addCoOwner(deps, c, id, body.userId)),
);
