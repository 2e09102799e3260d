import Router from '@koa/router';
import type { AppState } from '../../src/platform/http';
import type { Kernel } from '../../src/platform/kernel';
import type { LearningFacade } from '../../src/modules/learning';
import { dashboardStats } from './stats';

/** GET /api/dashboard/stats (spec section 3: dashboard stats). */
export function dashboardRoutes(k: Kernel, learning: LearningFacade): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  r.get('/dashboard/stats', async (ctx) => {
    ctx.body = await dashboardStats(k.db, learning, ctx.state.principal);
  });
  return r;
}
