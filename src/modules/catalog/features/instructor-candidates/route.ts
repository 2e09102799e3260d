import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
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
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const { search } = input.query();
    return instructorCandidates(deps, c, trainingIdParam(ctx.params.id), search);
  },
);
