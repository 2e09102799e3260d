import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { createTag } from './handler';
import { CreateTagBody } from './schema';

export function createTagRoute(r: AppRouter, deps: CatalogDeps): void {
  r.post('/company/training-tags', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(CreateTagBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createTag(deps, c, body);
  });
}
