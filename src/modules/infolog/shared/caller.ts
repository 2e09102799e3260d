import { companyPrincipal, type AppState, type Principal } from '../../../platform/http';
import type { Lang } from '../../../platform/i18n';
import type { Role } from '../../../shared/policy';
import { principalIds, type CompanyId, type UserId } from '../../../shared/contracts/ids';
import type { Actor } from '../domain/message';

/** The signed-in company user calling an infolog route. */
export interface Caller {
  readonly actor: Actor & { readonly userId: UserId };
  readonly companyId: CompanyId;
  readonly principal: Principal;
  readonly lang: Lang;
}

/** The caller of a request (401/403 for anonymous callers and the platform operator). */
export function callerOf(state: AppState): Caller {
  const p = companyPrincipal(state.principal);
  const { companyId, userId } = principalIds(p);
  return { actor: { userId, role: p.role as Role }, companyId, principal: p, lang: state.lang };
}

/** The `:id` route parameter. */
export const idParam = (ctx: { params: Record<string, string | undefined> }): string => ctx.params.id ?? '';
