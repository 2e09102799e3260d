import { decodeQuery, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { libraryBody } from './query';
import { LibraryQuery } from './schema';

export function listLibraryRoute(r: AppRouter, deps: CatalogDeps): void {
  r.get('/trainings', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    ctx.body = await libraryBody(deps, c, decodeQuery(LibraryQuery, ctx));
  });
}
