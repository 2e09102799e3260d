import { callerOf, type CatalogDeps } from '../../shared/deps';
import { deleteTag } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const deleteTagRoute = route(
  {
    method: 'DELETE',
    path: '/api/company/training-tags/:id',
    summary: 'Delete a company tag.',
    status: 204,
    permission: P('tagManagement'),
  },
  (ctx, deps: CatalogDeps) => deleteTag(deps, callerOf(ctx.state.principal), ctx.params.id ?? ''),
);
