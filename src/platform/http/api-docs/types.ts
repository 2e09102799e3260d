import type { Schema } from 'effect';

/**
 * What a module says about one of its routes for the API reference (OpenAPI document and
 * `/api/docs`): the route's own Schemas, so the document follows the code that decodes the input.
 */
export interface RouteDoc {
  readonly summary: string;
  readonly description?: string;
  /** The Schema the route decodes its JSON body with. */
  readonly body?: Schema.Schema.AnyNoContext;
  /** The Schema the route decodes its query string with. */
  readonly query?: Schema.Schema.AnyNoContext;
  /** The Schema of the JSON answer, where the route has one (the document shows an open schema otherwise). */
  readonly answer?: Schema.Schema.AnyNoContext;
  /** Content type of a body the route reads as a stream itself (uploads), instead of JSON. */
  readonly upload?: string;
  /** Content type of the answer when it is not JSON (PDF, CSV, XLSX, a media file). */
  readonly produces?: string;
  /** Success status; 200 unless given. */
  readonly status?: 200 | 201 | 204;
  /** The route counts attempts and answers 429 beyond its limit. */
  readonly rateLimited?: boolean;
}

/** A declared route as the reference reads it: method, path (Koa syntax, `/api` included), its doc and its permission (opaque here). */
export interface DocumentedRoute extends RouteDoc {
  readonly method: string;
  readonly path: string;
  readonly permission: unknown;
}

/** One group of the reference: a module (or a cross-module read model) and its route declarations. */
export interface ApiSection {
  readonly name: string;
  readonly routes: readonly DocumentedRoute[];
}

/** Who may call a route (src/shared/route-permissions.ts reads it from the declaration's permission; the platform knows no roles). */
export interface RouteAccess {
  /** No session needed. */
  readonly public: boolean;
  /** Roles that may call the route at all. */
  readonly roles: readonly string[];
  /** The per-object rule on top of the role (owner, co-owner, member), in words. */
  readonly rule?: string;
}

/** A route as the routers register it. */
export interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
}

export const routeKey = (r: RegisteredRoute): string => `${r.method} ${r.path}`;
