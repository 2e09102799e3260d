import { route } from '../../../../platform/http';
import { callerIn, type CatalogDeps } from '../../shared/deps';
import { updateTag } from './handler';
import { UpdateTagBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const updateTagRoute = route(
  {
    method: 'PATCH',
    path: '/api/company/training-tags/:id',
    summary: 'Rename a company tag.',
    body: UpdateTagBody,
    permission: P('tagManagement'),
  },
  (ctx, deps: CatalogDeps, input) => updateTag(deps, callerIn(ctx), ctx.params.id ?? '', input.body()),
);
