import type { AppRouter } from '../../../../platform/http';
import { listAllTags } from '../../read/queries';
import { callerOf, type CatalogDeps } from '../../shared/deps';

/** The default vocabulary plus the company's tags, for everyone of the company. */
export function listTagsRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/training-tags', async (ctx) => {
    ctx.body = await listAllTags(deps.k.db, callerOf(ctx.state.principal).companyId);
  });
}
