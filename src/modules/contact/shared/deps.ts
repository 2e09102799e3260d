import type { Queryable } from '../../../platform/db';
import { DbRateLimiter, forbidden, gatedRoutes, unauthorized, type AppContext, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { isPlatformOperator } from '../../../shared/policy';
import { P } from '../../../shared/route-permissions';

/** The limits of the public form, in the database (ADR 0015) like identity's, so they hold across API processes. */
export interface ContactLimits {
  /** 3 requests an hour per sender address. */
  readonly perEmail: DbRateLimiter;
  /** 20 requests an hour per client address. */
  readonly perIp: DbRateLimiter;
}

export function contactLimits(db: Queryable, now: () => Date): ContactLimits {
  return { perEmail: new DbRateLimiter(db, 3, 60 * 60_000, now, 'contact-email'), perIp: new DbRateLimiter(db, 20, 60 * 60_000, now, 'contact-ip') };
}

/** What every contact slice gets. */
export interface ContactDeps {
  readonly k: Kernel;
  readonly limits: ContactLimits;
}

/** The read model a contact command waits for. */
export const CONTACT_READ_MODELS = ['contact.requests'];

/** The caller's address for the per-address limit. */
export const clientIp = (ctx: AppContext): string => ctx.ip || 'unknown';

/** The platform operator, or 401/403 (contact requests are the operator's, spec: master backoffice). */
export function requireOperator(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  if (!isPlatformOperator(principal.role)) throw forbidden({ de: 'Nur für den Plattformbetrieb (Master).', en: 'For the platform operator (master) only.' });
  return principal;
}

/** The declarer of the operator's routes: `P('master')`, kept by requireOperator before the handler, which gets the operator. */
export const operatorRoute = gatedRoutes(P('master'), (ctx) => requireOperator(ctx.state.principal));
