import Router from '@koa/router';
import type { AppState } from '../../src/platform/http';
import { dashboardStats, type DashboardPorts } from './stats';

/** GET /api/dashboard/stats (spec section 3: dashboard stats). */
export function dashboardRoutes(ports: DashboardPorts): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  r.get('/dashboard/stats', async (ctx) => {
    ctx.body = await dashboardStats(ports, ctx.state.principal);
  });
  return r;
}
