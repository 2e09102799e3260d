import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { coOwnerCandidates } from './query';
import { CandidatesQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

export const coOwnerCandidatesRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/co-owner-candidates',
    summary: 'Users who may become co-owners of the training.',
    query: CandidatesQuery,
    permission: P('write', 'trainingCoOwners'),
  },
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const { search } = input.query();
    return coOwnerCandidates(deps, c, trainingIdParam(ctx.params.id), search);
  },
);
