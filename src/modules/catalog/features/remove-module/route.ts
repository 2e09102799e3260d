import type { AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { removeModule } from './handler';

export function removeModuleRoute(r: AppRouter, deps: CatalogDeps): void {
  r.delete('/training-modules/:id', async (ctx) => {
    await removeModule(deps, callerOf(ctx.state.principal), ctx.params.id ?? '');
    ctx.status = 204;
  });
}
