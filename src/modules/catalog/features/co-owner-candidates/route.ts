import { route } from '../../../../platform/http';
import { forTraining, type CatalogDeps } from '../../shared/deps';
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
  (ctx, deps: CatalogDeps, input) => forTraining(ctx, () => input.query(), (c, id, { search }) => coOwnerCandidates(deps, c, id, search)),
);
