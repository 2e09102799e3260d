import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
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
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const body = input.body();
    return addCoOwner(deps, c, trainingIdParam(ctx.params.id), body.userId);
  },
);
