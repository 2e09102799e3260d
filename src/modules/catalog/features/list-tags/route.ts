import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { allTags } from '../../shared/tags';

/** The default vocabulary plus the company's tags, for everyone of the company. */
export function listTagsRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/training-tags', async (ctx) => {
    ctx.body = await allTags(deps, callerOf(ctx.state.principal).companyId);
  });
}
