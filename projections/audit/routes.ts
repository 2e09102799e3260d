import { routerOf, type AppRouter, type RouteDeclaration } from '../../src/platform/http';
import type { RoutePermission } from '../../src/shared/route-permissions';
import { asOfRoutes } from './as-of/route';
import { auditCaller } from './shared/access';
import { historyRoutes } from './history/route';
import { eventTypesRoute, trailDownloadRoutes, trailRoute } from './trail/route';
import type { AuditDeps } from './shared/deps';
import { verifyRoute } from './verify/route';
import { worksCouncilRoute } from './works-council/route';

/** Every call is read-only and guarded by the audit area before its handler runs. */
const guarded = (r: RouteDeclaration<AuditDeps, RoutePermission>): RouteDeclaration<AuditDeps, RoutePermission> => ({
  ...r,
  handle: async (ctx, d) => {
    auditCaller(ctx.state.principal);
    await r.handle(ctx, d);
  },
});

/** The audit workspace (`/api/audit/*`): one line per slice, each a declaration (method, path, docs, permission, handler). */
export const AUDIT_ROUTES: readonly RouteDeclaration<AuditDeps, RoutePermission>[] = [
  verifyRoute,
  eventTypesRoute,
  trailRoute,
  ...trailDownloadRoutes,
  historyRoutes,
  ...asOfRoutes,
  worksCouncilRoute,
].map(guarded);

/** The workspace's router, made from its declarations. */
export const auditRoutes = (d: AuditDeps): AppRouter => routerOf(AUDIT_ROUTES, d);
