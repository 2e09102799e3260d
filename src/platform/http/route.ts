import Router, { type RouterContext } from '@koa/router';
import type { Schema } from 'effect';
import type { AppRouter, AppState } from './context';

/** What a handler gets: the Koa context of the matched route (`ctx.params` included). */
export type RouteContext = RouterContext<AppState>;
import type { RouteDoc } from './api-docs/types';
import { decode, decodeQuery } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one declaration of a route (issue 30, item 3): method, path (as served, `/api` included),
 * what the API reference says about it (summary, input Schemas, status, produces, rate limit) and
 * who may call it (`permission`: the gate and object rule of src/shared/route-permissions.ts; the
 * platform treats it as opaque). The router, the OpenAPI entry, the route x role matrix and the
 * test calls are all made from it, so none of them can miss a route the others have.
 * Modelled on Effect's `HttpApiEndpoint`, kept on Koa.
 */
export interface RouteSpec<B extends Schema.Schema.AnyNoContext | undefined = undefined, Q extends Schema.Schema.AnyNoContext | undefined = undefined, P = unknown>
  extends Omit<RouteDoc, 'body' | 'query'> {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly body?: B;
  readonly query?: Q;
  readonly permission: P;
}

type Decoded<S> = S extends Schema.Schema.AnyNoContext ? Schema.Schema.Type<S> : never;

/**
 * The route's input, decoded with the declared Schemas when the handler asks for it (so a 401 or
 * 403 of the handler still comes before a 400, as before): `decode` and `decodeQuery` of
 * validation.ts, their error texts unchanged.
 */
export interface RouteInput<B, Q> {
  /** The JSON body; with `absent` given, that value stands in for a request without one (`{}`: every field is missing). */
  readonly body: (absent?: unknown) => Decoded<B>;
  readonly query: () => Decoded<Q>;
}

/**
 * Serves a route. A handler answers by returning the body: the platform then sets `ctx.body` to it and
 * `ctx.status` to the declared `status` (200 unless declared), so the status the OpenAPI document names
 * is the one the route answers with. A handler that returns nothing leaves `ctx` as it set it (files,
 * headers, redirects, a status picked at run time); with the declared status 204 it answers 204.
 */
export type RouteHandler<D, B, Q> = (ctx: RouteContext, deps: D, input: RouteInput<B, Q>) => unknown;

/** A declared route with its handler; `D` is what the handler needs (the module's deps). */
export interface RouteDeclaration<D = never, P = unknown> extends RouteSpec<Schema.Schema.AnyNoContext | undefined, Schema.Schema.AnyNoContext | undefined, P> {
  readonly handle: (ctx: RouteContext, deps: D) => Promise<void> | void;
}

/** Declares a route: the spec and the handler that serves it. */
export function route<D, P, B extends Schema.Schema.AnyNoContext | undefined = undefined, Q extends Schema.Schema.AnyNoContext | undefined = undefined>(
  spec: RouteSpec<B, Q, P>,
  handler: RouteHandler<D, B, Q>,
): RouteDeclaration<D, P> {
  const input = (ctx: RouteContext): RouteInput<B, Q> => ({
    body: (...absent: [unknown?]) => {
      if (!spec.body) throw new Error(`${spec.method} ${spec.path} declares no body`);
      const raw: unknown = ctx.request.body;
      return decode(spec.body, raw === undefined || raw === null ? (absent.length ? absent[0] : raw) : raw) as Decoded<B>;
    },
    query: () => {
      if (!spec.query) throw new Error(`${spec.method} ${spec.path} declares no query`);
      return decodeQuery(spec.query, ctx) as Decoded<Q>;
    },
  });
  return {
    ...spec,
    handle: async (ctx, deps) => {
      const answer = await handler(ctx, deps, input(ctx));
      if (answer !== undefined) {
        ctx.body = answer;
        ctx.status = spec.status ?? 200;
      } else if (spec.status === 204) ctx.status = 204;
    },
  };
}

/** The handler of a route behind a gate: that of `route`, given first what the gate's guard returned (the caller, as a rule). */
export type GatedHandler<G, D, B, Q> = (guarded: G, deps: D, input: RouteInput<B, Q>, ctx: RouteContext) => unknown;

/**
 * The declarer of the routes behind one gate: each declares `permission`, and `guard`, the check that
 * enforces it, runs before the handler (its 401 or 403 before any input is decoded); the handler gets
 * what the guard returned. The gate the documents and the matrix show and the check that keeps it are
 * named once, side by side, for all of the gate's routes.
 */
export function gatedRoutes<G, P>(permission: P, guard: (ctx: RouteContext) => G) {
  return <D, B extends Schema.Schema.AnyNoContext | undefined = undefined, Q extends Schema.Schema.AnyNoContext | undefined = undefined>(
    spec: Omit<RouteSpec<B, Q, P>, 'permission'>,
    handler: GatedHandler<G, D, B, Q>,
  ): RouteDeclaration<D, P> => route<D, P, B, Q>({ ...spec, permission }, (ctx, deps, input) => handler(guard(ctx), deps, input, ctx));
}

/** `METHOD /path` of a declaration, the key of the docs and the matrix. */
export const declarationKey = (r: { readonly method: string; readonly path: string }): string => `${r.method} ${r.path}`;

/** The Koa router of a list of declarations, in list order. */
export function routerOf<D>(routes: readonly RouteDeclaration<D>[], deps: D): AppRouter {
  const r = new Router<AppState>();
  const seen = new Set<string>();
  for (const decl of routes) {
    const key = declarationKey(decl);
    if (seen.has(key)) throw new Error(`route declared twice: ${key}`);
    seen.add(key);
    r.register(decl.path, [decl.method], (ctx) => decl.handle(ctx, deps));
  }
  return r;
}

/** The permission of a route anyone may call without a session (the platform's own routes); the same value as `P('public')` of src/shared/route-permissions.ts. */
export const PUBLIC_ROUTE = { gate: 'public' } as const;
