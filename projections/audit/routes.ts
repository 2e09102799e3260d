import Router from '@koa/router';
import type { AppState } from '../../src/platform/http';
import { asOfRoutes } from './as-of/route';
import { auditCaller } from './shared/access';
import { historyRoutes } from './history/route';
import { trailRoutes } from './trail/route';
import type { AuditDeps } from './shared/deps';
import { verifyRoute } from './verify/route';

/** The audit workspace (`/api/audit/*`): one line per slice; every call is read-only and guarded by the audit area. */
export function auditRoutes(d: AuditDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api/audit' });
  r.use(async (ctx, next) => {
    auditCaller(ctx.state.principal);
    await next();
  });
  verifyRoute(r, d);
  trailRoutes(r, d);
  historyRoutes(r, d);
  asOfRoutes(r, d);
  return r;
}
