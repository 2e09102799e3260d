import { mayAccess } from '../../../../shared/policy';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';
import { companyTags } from '../../shared/tags';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** The company's own tags, for the tag management dialog. */
export const companyTagsRoute = route(
  {
    method: 'GET',
    path: '/api/company/training-tags',
    summary: 'The company’s own tags with their usage.',
    permission: P('tagManagement'),
  },
  async (ctx, deps: CatalogDeps) => {
    const c = callerOf(ctx.state.principal);
    if (!mayAccess(c.actor.role, 'tagManagement')) throw toHttpError('NotAllowedToManageTags');
    return companyTags(deps, c.companyId);
  },
);
