import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
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
  async (ctx, deps: CatalogDeps, input) => {
    const c = callerOf(ctx.state.principal);
    const body = input.body();
    return updateTag(deps, c, ctx.params.id ?? '', body);
  },
);
