import type { AppRouter } from '../context';
import { healthRoute } from '../health';
import { caughtUpRoute } from '../caught-up';
import { PUBLIC_ROUTE, route, routerOf } from '../route';
import { openApiDocument, resolveApi, type ApiDescription, type ResolvedApi } from './openapi';
import { registeredRoutes } from './registered';
import { renderReference } from './reference';

export interface ApiDocsOptions extends Omit<ApiDescription, 'routes'> {
  /** The app's routers; the docs router adds itself. */
  readonly routers: readonly AppRouter[];
}

interface Built {
  readonly api: ResolvedApi;
  readonly document: Record<string, unknown>;
  readonly html: string;
}

/** The docs routes are served with the reference, built on first use. */
type Build = () => Built;

export const openApiRoute = route(
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the registered routes, their input Schemas and the route permission table.',
    permission: PUBLIC_ROUTE,
  },
  (ctx, build: Build) => {
    ctx.body = build().document;
  },
);

export const docsRoute = route(
  {
    method: 'GET',
    path: '/api/docs',
    summary: 'The API reference for developers (this page): routes by module with roles, parameters and body fields.',
    produces: 'text/html',
    permission: PUBLIC_ROUTE,
  },
  (ctx, build: Build) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = build().html;
  },
);

/** The platform's own routes: health and this reference. */
export const PLATFORM_ROUTES = [healthRoute, caughtUpRoute, openApiRoute, docsRoute] as const;

/**
 * `GET /api/openapi.json` and `GET /api/docs`, public. Both are built once, on first request, from
 * the sections' route declarations and the routers as they are registered (a registered route
 * without a declaration would show as `undocumented`; routers made with `routerOf` cannot have one).
 */
export function apiDocsRoutes(opts: ApiDocsOptions): { router: AppRouter; describe: () => ApiDescription } {
  let resolved: Built | undefined;
  const build = (): Built => {
    if (!resolved) {
      const d = describe();
      const api = resolveApi(d);
      resolved = { api, document: openApiDocument(d, api), html: renderReference(api, { title: d.title, version: d.version }) };
    }
    return resolved;
  };
  const r = routerOf([openApiRoute, docsRoute], build);
  const describe = (): ApiDescription => ({ ...opts, routes: registeredRoutes([...opts.routers, r]) });
  return { router: r, describe };
}
