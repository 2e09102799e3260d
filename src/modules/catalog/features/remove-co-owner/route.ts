import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { removeCoOwner } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const removeCoOwnerRoute = route(
  {
    method: 'DELETE',
    path: '/api/trainings/:id/co-owners/:userId',
    summary: 'Remove a co-owner from a training.',
    status: 204,
    permission: P('write', 'trainingCoOwners'),
  },
  (ctx, deps: CatalogDeps) => removeCoOwner(deps, callerOf(ctx.state.principal), trainingIdParam(ctx.params.id), ctx.params.userId ?? ''),
);
