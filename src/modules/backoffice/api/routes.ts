import Router from '@koa/router';
import { Schema } from 'effect';
import { decode, type AppState } from '../../../platform/http';
import type { BackofficeService } from '../application/service';

const Query = Schema.Struct({
  search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { default: () => '' }),
  page: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 }),
});

/** Master calls of spec section 7 (platform operator only). */
export function backofficeRoutes(s: BackofficeService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api/master' });
  r.get('/stats', async (ctx) => {
    s.requireMaster(ctx.state.principal);
    ctx.body = await s.stats();
  });
  r.get('/companies', async (ctx) => {
    s.requireMaster(ctx.state.principal);
    const q = decode(Query, ctx.query);
    ctx.body = await s.companies(q.search, q.page);
  });
  r.get('/companies/:id', async (ctx) => {
    s.requireMaster(ctx.state.principal);
    ctx.body = await s.details(ctx.params.id ?? '');
  });
  r.delete('/companies/:id', async (ctx) => {
    const p = s.requireMaster(ctx.state.principal);
    await s.deleteCompany(p, ctx.params.id ?? '');
    ctx.status = 204;
  });
  return r;
}
