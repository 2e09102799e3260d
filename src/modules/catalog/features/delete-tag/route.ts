import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { deleteTag } from './handler';

export function deleteTagRoute(r: AppRouter, deps: CatalogDeps): void {
  r.delete('/company/training-tags/:id', async (ctx) => {
    await deleteTag(deps, callerOf(ctx.state.principal), ctx.params.id ?? '');
    ctx.status = 204;
  });
}
