import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { rearrangeModules } from './handler';
import { BatchUpdateBody } from './schema';

export function rearrangeModulesRoute(r: AppRouter, deps: CatalogDeps): void {
  r.patch('/trainings/:id/modules/batch-update', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const body = decode(BatchUpdateBody, ctx.request.body);
    ctx.body = await rearrangeModules(deps, c, trainingIdParam(ctx.params.id), body);
  });
}
