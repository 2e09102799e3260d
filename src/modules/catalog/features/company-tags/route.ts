import type { AppRouter } from '../../../../platform/http';
import { mayAccess } from '../../../../shared/policy';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { companyTags } from '../../shared/tags';

/** The company's own tags, for the tag management dialog. */
export function companyTagsRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/company/training-tags', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    if (!mayAccess(c.actor.role, 'tagManagement')) throw toHttpError('NotAllowedToManageTags');
    ctx.body = await companyTags(deps, c.companyId);
  });
}
