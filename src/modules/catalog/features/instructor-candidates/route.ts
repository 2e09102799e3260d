import { decodeQuery, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { instructorCandidates } from './query';
import { InstructorCandidatesQuery } from './schema';

export function instructorCandidatesRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/trainings/:id/instructor-candidates', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const { search } = decodeQuery(InstructorCandidatesQuery, ctx);
    ctx.body = await instructorCandidates(deps, c, trainingIdParam(ctx.params.id), search);
  });
}
