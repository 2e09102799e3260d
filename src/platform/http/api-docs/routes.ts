import Router from '@koa/router';
import type { AppRouter, AppState } from '../context';
import { openApiDocument, resolveApi, type ApiDescription, type ResolvedApi } from './openapi';
import { registeredRoutes } from './registered';
import { renderReference } from './reference';
import type { ApiSection } from './types';

export interface ApiDocsOptions extends Omit<ApiDescription, 'routes'> {
  /** The app's routers; the docs router adds itself. */
  readonly routers: readonly AppRouter[];
}

/** The platform's own routes: health and this reference. */
export const platformApi: ApiSection = {
  name: 'platform',
  routes: {
    'GET /api/health': { summary: 'Health: database kind, this process (role server, api or worker, and its id), event log head, projection positions and lag with the process holding each projection\'s lease, the Kafka outbox relay of integration events (`integrationEvents`: enabled, checkpoint, lag, last error, lease holder) (503 when the database is unreachable); which Chromium (pdf) and ffmpeg/ffprobe (media) are in use: environment, system, npm package or none.' },
    'GET /api/openapi.json': { summary: 'This API as an OpenAPI 3.1 document, generated from the registered routes, their input Schemas and the route permission table.' },
    'GET /api/docs': { summary: 'The API reference for developers (this page): routes by module with roles, parameters and body fields.', produces: 'text/html' },
  },
};

/**
 * `GET /api/openapi.json` and `GET /api/docs`, public. Both are built once, on first request, from
 * the routers as they are registered, so a route added to a module shows up (or, without a doc,
 * fails the OpenAPI coverage test).
 */
export function apiDocsRoutes(opts: ApiDocsOptions): { router: AppRouter; describe: () => ApiDescription } {
  const r = new Router<AppState>({ prefix: '/api' });
  const describe = (): ApiDescription => ({ ...opts, routes: registeredRoutes([...opts.routers, r]) });
  let resolved: { api: ResolvedApi; document: Record<string, unknown>; html: string } | undefined;
  const build = () => {
    if (!resolved) {
      const d = describe();
      const api = resolveApi(d);
      resolved = { api, document: openApiDocument(d, api), html: renderReference(api, { title: d.title, version: d.version }) };
    }
    return resolved;
  };
  r.get('/openapi.json', (ctx) => {
    ctx.body = build().document;
  });
  r.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = build().html;
  });
  return { router: r, describe };
}
