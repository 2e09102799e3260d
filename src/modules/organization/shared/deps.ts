import type { Schema } from 'effect';
import type { Queryable } from '../../../platform/db';
import type { ReadCache } from '../../../platform/projections';
import type { OwnedRow } from '../read/owned-page';
import { sessionCaller, route, type AppState, type RouteContext, type RouteDeclaration, type RouteSpec } from '../../../platform/http';
import { callerActor, type Kernel } from '../../../platform/kernel';
import type { Caller } from '../../../shared/contracts/ids';
import type { OrganizationPorts } from './ports';

/** What every slice of the module gets: the kernel and the ports to other modules. */
export interface OrganizationDeps extends OrganizationPorts {
  readonly k: Kernel;
}

/** What a read of the module's own read models needs. */
export interface ReadDeps {
  readonly k: { readonly db: Queryable };
  /** Groups' heads kept until the groups' read model moves (by `company:group`); read each time without it. */
  readonly heads?: ReadCache<OwnedRow | undefined>;
}

export type { Caller };

export const callerOf = sessionCaller;

/** The caller of a Koa request. */
export const callerIn = (ctx: { state: AppState }): Caller => callerOf(ctx.state.principal);

/** A path parameter ('' when absent). */
export const param = (ctx: { params: Record<string, string | undefined> }, key = 'id'): string => ctx.params[key] ?? '';

type Input = Schema.Schema.AnyNoContext | undefined;
type Decoded<S extends Input> = S extends Schema.Schema.AnyNoContext ? Schema.Schema.Type<S> : undefined;

/** What a route of the module answers from: the caller, the path's `:id` ('' without one) and the declared body and query, decoded. */
export interface RouteCall<B extends Input, Q extends Input> {
  readonly caller: Caller;
  readonly id: string;
  readonly body: Decoded<B>;
  readonly query: Decoded<Q>;
}

/**
 * Declares a route of the module (`route` of the platform, the spec as given): the declared body or
 * query is decoded first, then the caller resolved (a 400 before a 401, as the module's routes answer).
 */
export function organizationRoute<P, B extends Input = undefined, Q extends Input = undefined>(
  spec: RouteSpec<B, Q, P>,
  serve: (deps: OrganizationDeps, call: RouteCall<B, Q>, ctx: RouteContext) => unknown,
): RouteDeclaration<OrganizationDeps, P> {
  return route<OrganizationDeps, P, B, Q>(spec, (ctx, deps, input) => {
    const body = (spec.body ? input.body() : undefined) as Decoded<B>;
    const query = (spec.query ? input.query() : undefined) as Decoded<Q>;
    return serve(deps, { caller: callerIn(ctx), id: param(ctx), body, query }, ctx);
  });
}

/** Declares a route on the object its path's `:id` names, without input: `serve` answers for the caller and the id. */
export const objectRoute = <P>(spec: RouteSpec<undefined, undefined, P>, serve: (deps: OrganizationDeps, c: Caller, id: string) => unknown): RouteDeclaration<OrganizationDeps, P> =>
  organizationRoute(spec, (deps, { caller, id }) => serve(deps, caller, id));

/** One page of a list as its clients read it: the rows as the answer, the totals in `X-Total-Count` and `X-Total-Pages`. */
export function pageAnswer<T>(ctx: { set: (field: string, value: string) => void }, rows: readonly T[], totalCount: number, totalPages: number): readonly T[] {
  ctx.set('X-Total-Count', String(totalCount));
  ctx.set('X-Total-Pages', String(totalPages));
  return rows;
}

/** The metadata actor of a caller's command. */
export const actorOf = callerActor;
