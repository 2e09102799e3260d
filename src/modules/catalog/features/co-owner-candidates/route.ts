import { decodeQuery, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { coOwnerCandidates } from './query';
import { CandidatesQuery } from './schema';

export function coOwnerCandidatesRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/trainings/:id/co-owner-candidates', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const { search } = decodeQuery(CandidatesQuery, ctx);
    ctx.body = await coOwnerCandidates(deps, c, trainingIdParam(ctx.params.id), search);
  });
}
