import { RateLimiter, unauthorized, type AppContext, type Principal } from '../../../platform/http';
import { PLATFORM_TENANT, type Kernel } from '../../../platform/kernel';
import type { IdentityCaches } from '../read/caches';
import type { IdentityPorts } from './ports';
import type { LoginLimits } from './login-limits';

/**
 * The limits of one running identity module: sign-ins in the database (shared by every API
 * process, see login-limits.ts), the others counted in memory per process.
 */
export interface IdentityLimits {
  readonly signIn: LoginLimits;
  /** Explicit password confirmations (limited like sign-ins, so they cannot be used to guess). */
  readonly confirm: RateLimiter;
  readonly forgot: RateLimiter;
  readonly forgotIp: RateLimiter;
  readonly registerIp: RateLimiter;
  /** Invitations send mail: bounded per inviter. */
  readonly invite: RateLimiter;
  /** The public invitation-link endpoints, per address and per token (limited like sign-ins). */
  readonly invitation: RateLimiter;
  readonly invitationIp: RateLimiter;
}

/** The in-memory limits (one set per module); the sign-in limits are made per kernel (its database). */
export function identityLimits(): Omit<IdentityLimits, 'signIn'> {
  return {
    confirm: new RateLimiter(10, 15 * 60_000),
    forgot: new RateLimiter(5, 60 * 60_000),
    forgotIp: new RateLimiter(30, 60 * 60_000),
    registerIp: new RateLimiter(30, 60 * 60_000),
    invite: new RateLimiter(200, 60 * 60_000),
    invitation: new RateLimiter(10, 15 * 60_000),
    invitationIp: new RateLimiter(100, 15 * 60_000),
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
