import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { updateTag } from './handler';
import { UpdateTagBody } from './schema';

export function updateTagRoute(r: AppRouter, deps: CatalogDeps): void {
  r.patch('/company/training-tags/:id', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(UpdateTagBody, ctx.request.body);
    ctx.body = await updateTag(deps, c, ctx.params.id ?? '', body);
  });
}
