import { companyPrincipal, type AppState, type Principal } from '../../../platform/http';
import type { Role } from '../../../shared/policy';

/** The signed-in company user calling a notifications route. */
export interface Caller {
  readonly userId: string;
  readonly role: Role;
  readonly companyId: string;
  readonly principal: Principal;
  readonly lang: 'de' | 'en';
}

/** The caller of a request (401/403 for anonymous callers and the platform operator). */
export function callerOf(state: AppState): Caller {
  const p = companyPrincipal(state.principal);
  return { userId: p.userId, role: p.role as Role, companyId: p.tenantId, principal: p, lang: state.lang };
}
