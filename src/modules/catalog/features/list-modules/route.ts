import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { trainingModules } from '../../shared/views';

export function listModulesRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/trainings/:id/modules', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    ctx.body = await trainingModules(deps, c, trainingIdParam(ctx.params.id));
  });
}
