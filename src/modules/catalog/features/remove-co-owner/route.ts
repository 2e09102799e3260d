import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { removeCoOwner } from './handler';

export function removeCoOwnerRoute(r: AppRouter, deps: CatalogDeps): void {
  r.delete('/trainings/:id/co-owners/:userId', async (ctx) => {
    await removeCoOwner(deps, callerOf(ctx.state.principal), trainingIdParam(ctx.params.id), ctx.params.userId ?? '');
    ctx.status = 204;
  });
}
