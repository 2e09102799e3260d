import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { setTrainingTags } from './handler';
import { TagIdsBody } from './schema';

export function setTrainingTagsRoute(r: AppRouter, deps: CatalogDeps): void {
  r.post('/trainings/:id/tags', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(TagIdsBody, ctx.request.body);
    ctx.body = await setTrainingTags(deps, c, trainingIdParam(ctx.params.id), body.tagIds);
  });
}
