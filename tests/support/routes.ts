import { registeredRoutes, type AppRouter, type RegisteredRoute } from '../../src/platform/http';
import type { TestApp } from './app';

/** Every router of the running app (the Koa middleware that carries one). */
export function appRouters(t: TestApp): AppRouter[] {
  return (t.app.http.middleware as unknown as { router?: AppRouter }[]).flatMap((mw) => (mw.router ? [mw.router] : []));
}

/** Every route of the running app, as the routers register it (HEAD left out). */
export const appRoutes = (t: TestApp): RegisteredRoute[] => registeredRoutes(appRouters(t));
