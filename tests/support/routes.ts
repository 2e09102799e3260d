import { registeredRoutes, type AppRouter, type DocumentedRoute, type RegisteredRoute } from '../../src/platform/http';
import { routeMatrix, type RoutePermission } from '../../src/shared/route-permissions';
import type { TestApp } from './app';

/** Every router of the running app (the Koa middleware that carries one). */
export function appRouters(t: TestApp): AppRouter[] {
  return (t.app.http.middleware as unknown as { router?: AppRouter }[]).flatMap((mw) => (mw.router ? [mw.router] : []));
}

/** Every route of the running app, as the routers register it (HEAD left out). */
export const appRoutes = (t: TestApp): RegisteredRoute[] => registeredRoutes(appRouters(t));

/** Every route declaration of the running app (what its routers, its API reference and its matrix are made from), in registration order. */
export const appDeclarations = (t: TestApp): DocumentedRoute[] => t.app.api().sections.flatMap((s) => s.routes);

/** The route × role table of the running app: a row per declaration, `METHOD /path` → its permission. */
export const appMatrix = (t: TestApp): Readonly<Record<string, RoutePermission>> => routeMatrix(appDeclarations(t));
