import { route } from '../../../../platform/http';
import { forTraining, type CatalogDeps } from '../../shared/deps';
import { instructorCandidates } from './query';
import { InstructorCandidatesQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

export const instructorCandidatesRoute = route(
  {
    method: 'GET',
    path: '/api/trainings/:id/instructor-candidates',
    summary: 'Users who may be named the training’s instructor (active root, admin and manager users).',
    query: InstructorCandidatesQuery,
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps, input) => forTraining(ctx, () => input.query(), (c, id, { search }) => instructorCandidates(deps, c, id, search)),
);
