import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { updateModule } from './handler';
import { ModulePatchBody } from './schema';

export function updateModuleRoute(r: AppRouter, deps: CatalogDeps): void {
  r.patch('/training-modules/:id', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    ctx.body = await updateModule(deps, c, ctx.params.id ?? '', decode(ModulePatchBody, ctx.request.body));
  });
}
