import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { companiesList } from './query';
import { CompaniesQuery } from './schema';

export function companiesListRoute(r: Router<AppState>, d: BackofficeDeps): void {
  r.get('/companies', async (ctx) => {
    requireOperator(ctx.state.principal);
    const q = decodeQuery(CompaniesQuery, ctx);
    ctx.body = await companiesList(d, q.search, q.page);
  });
}
