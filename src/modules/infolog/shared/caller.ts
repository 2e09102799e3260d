import { companyPrincipal, type AppState } from '../../../platform/http';
import type { Role } from '../../../shared/policy';
import { companyCaller, type CallerWithLang } from '../../../shared/contracts/ids';

/** The signed-in company user calling an infolog route, and the language they are answered in. */
export type Caller = CallerWithLang;

/** The caller of a request (401/403 for anonymous callers and the platform operator). */
export function callerOf(state: AppState): Caller {
  const p = companyPrincipal(state.principal);
  return { ...companyCaller(p.tenantId, p.userId, p.role as Role), lang: state.lang };
}

/** The `:id` route parameter. */
export const idParam = (ctx: { params: Record<string, string | undefined> }): string => ctx.params.id ?? '';
