import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { addCoOwner } from './handler';
import { UserIdBody } from './schema';

export function addCoOwnerRoute(r: AppRouter, deps: CatalogDeps): void {
  r.post('/trainings/:id/co-owners', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(UserIdBody, ctx.request.body);
    ctx.body = await addCoOwner(deps, c, trainingIdParam(ctx.params.id), body.userId);
  });
}
