import { callerIn, type CatalogDeps } from '../../shared/deps';
import { allTags } from '../../shared/tags';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** The default vocabulary plus the company's tags, for everyone of the company. */
export const listTagsRoute = route(
  {
    method: 'GET',
    path: '/api/training-tags',
    summary: 'Every tag usable in the company (built-in and the company’s own).',
    permission: P('company'),
  },
  (ctx, deps: CatalogDeps) => allTags(deps, callerIn(ctx).companyId),
);
