import type { Queryable } from '../../../platform/db';
import { DbRateLimiter, route, unauthorized, type AppContext, type Principal, type RouteDeclaration, type RouteSpec } from '../../../platform/http';
import { PLATFORM_TENANT, type Kernel } from '../../../platform/kernel';
import type { IdentityCaches } from '../read/caches';
import type { IdentityPorts } from './ports';
import { LoginLimits, PinLimits } from './login-limits';

/**
 * The limits of one running identity module, all in the database (ADR 0015), so they hold across
 * every API process on it: sign-ins (see login-limits.ts) and the fixed windows below, each under
 * its own key scope.
 */
export interface IdentityLimits {
  readonly signIn: LoginLimits;
  /** Sign-ins with personnel number and PIN or start code. */
  readonly pinSignIn: PinLimits;
  /** Explicit password confirmations (limited like sign-ins, so they cannot be used to guess). */
  readonly confirm: DbRateLimiter;
  readonly forgot: DbRateLimiter;
  readonly forgotIp: DbRateLimiter;
  readonly registerIp: DbRateLimiter;
  /** Invitations send mail: bounded per inviter. */
  readonly invite: DbRateLimiter;
  /** The public invitation-link endpoints, per address and per token (limited like sign-ins). */
  readonly invitation: DbRateLimiter;
  readonly invitationIp: DbRateLimiter;
  /** Failed kiosk pairings per address (a pairing code has 40 bits and works 10 minutes). */
  readonly kioskPairing: DbRateLimiter;
}

/** The key scope of the forgot-password limit per address (company deletion forgets its keys). */
export const FORGOT_SCOPE = 'forgot';

/** The limits of one kernel, in its database, on its clock. */
export function identityLimits(db: Queryable, now: () => Date): IdentityLimits {
  const limit = (scope: string, count: number, windowMs: number) => new DbRateLimiter(db, count, windowMs, now, scope);
  return {
    signIn: new LoginLimits(db, now),
    pinSignIn: new PinLimits(db, now),
    confirm: limit('confirm', 10, 15 * 60_000),
    forgot: limit(FORGOT_SCOPE, 5, 60 * 60_000),
    forgotIp: limit('forgot-ip', 30, 60 * 60_000),
    registerIp: limit('register-ip', 30, 60 * 60_000),
    invite: limit('invite', 200, 60 * 60_000),
    invitation: limit('invitation', 10, 15 * 60_000),
    invitationIp: limit('invitation-ip', 100, 15 * 60_000),
    kioskPairing: limit('kiosk-pair-ip', 20, 10 * 60_000),
  };
}

/** What every identity slice gets: the kernel, the module's rate limits and its read caches. */
export interface IdentityDeps {
  readonly k: Kernel;
  readonly limits: IdentityLimits;
  readonly caches: IdentityCaches;
  /** What identity asks of other modules (the user import's units). */
  readonly ports: IdentityPorts;
}

/** Read models a sign-in, registration or profile change affects. */
export const IDENTITY_READ_MODELS = ['identity.companies', 'identity.users', 'identity.sessions'];

/** The tenant of a user's streams: their company, or the platform for the operator. */
export const tenantOf = (companyId: string | null): string => companyId ?? PLATFORM_TENANT;

/** The signed-in user, or 401. */
export function requireUser(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}

/** The caller's address for per-address limits. */
export const clientIp = (ctx: AppContext): string => ctx.ip || 'unknown';

/** Declares a route on one person (`/api/users/:id…`, without input): `serve` answers for the caller's session and the person's id. */
export const userRoute = <P>(spec: RouteSpec<undefined, undefined, P>, serve: (d: IdentityDeps, principal: Principal | null, userId: string) => unknown): RouteDeclaration<IdentityDeps, P> =>
  route(spec, (ctx, d: IdentityDeps) => serve(d, ctx.state.principal, ctx.params.id ?? ''));
