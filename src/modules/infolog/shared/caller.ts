import { route, sessionCallerWithLang, type RouteDeclaration, type RouteSpec } from '../../../platform/http';
import type { CallerWithLang } from '../../../shared/contracts/ids';
import type { InfologDeps } from './ports';

/** The signed-in company user calling an infolog route, and the language they are answered in. */
export type Caller = CallerWithLang;

/** The caller of a request (401/403 for anonymous callers and the platform operator). */
export const callerOf = sessionCallerWithLang;

/** The `:id` route parameter. */
export const idParam = (ctx: { params: Record<string, string | undefined> }): string => ctx.params.id ?? '';

/** Declares a route on one message (`/api/changelog/:id`): `serve` answers for the caller and the message's id. */
export const messageRoute = <P>(spec: RouteSpec<undefined, undefined, P>, serve: (d: InfologDeps, c: Caller, messageId: string) => unknown): RouteDeclaration<InfologDeps, P> =>
  route(spec, (ctx, d: InfologDeps) => serve(d, callerOf(ctx.state), idParam(ctx)));
