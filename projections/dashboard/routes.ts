import { route, routerOf, type AppRouter, type RouteDeclaration } from '../../src/platform/http';
import { P, type RoutePermission } from '../../src/shared/route-permissions';
import { dashboardStats, type DashboardPorts } from './stats';

/** GET /api/dashboard/stats (spec section 3: dashboard stats). */
export const dashboardStatsRoute = route(
  {
    method: 'GET',
    path: '/api/dashboard/stats',
    summary: 'Dashboard figures: company-wide for root, admin and auditor, otherwise the caller’s groups and own learning.',
    permission: P('dashboard'),
  },
  (ctx, ports: DashboardPorts) => dashboardStats(ports, ctx.state.principal),
);

export const DASHBOARD_ROUTES: readonly RouteDeclaration<DashboardPorts, RoutePermission>[] = [dashboardStatsRoute];

export const dashboardRoutes = (ports: DashboardPorts): AppRouter => routerOf(DASHBOARD_ROUTES, ports);
