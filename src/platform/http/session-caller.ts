import { companyCaller, type Caller, type CallerWithLang } from '../../shared/contracts/ids';
import type { Role } from '../../shared/policy';
import type { AppState, Principal } from './context';
import type { Localized } from '../i18n';
import { companyPrincipal, forbidden } from './errors';

/**
 * The signed-in company user a request runs for, as the modules' use cases see them (the `callerOf`
 * of a module): 401 without a session, 403 for the platform operator.
 */
export function sessionCaller(principal: Principal | null): Caller {
  const p = companyPrincipal(principal);
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}

/** `sessionCaller` when `allowed` admits the caller's role; 403 with `refusal` otherwise (before any input is read). */
export function sessionCallerIf(principal: Principal | null, allowed: (role: Role) => boolean, refusal: Localized): Caller {
  const c = sessionCaller(principal);
  if (!allowed(c.actor.role)) throw forbidden(refusal);
  return c;
}

/** `sessionCaller` of a request, with the language it is answered in (for use cases whose answers or mails carry texts). */
export const sessionCallerWithLang = (state: AppState): CallerWithLang => ({ ...sessionCaller(state.principal), lang: state.lang });
