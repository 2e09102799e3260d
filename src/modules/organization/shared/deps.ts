import type { Queryable } from '../../../platform/db';
import { companyPrincipal, type AppState, type Principal } from '../../../platform/http';
import { callerActor, type Kernel } from '../../../platform/kernel';
import type { Role } from '../../../shared/policy';
import { companyCaller, type Caller } from '../../../shared/contracts/ids';
import type { OrganizationPorts } from './ports';

/** What every slice of the module gets: the kernel and the ports to other modules. */
export interface OrganizationDeps extends OrganizationPorts {
  readonly k: Kernel;
}

/** What a read of the module's own read models needs. */
export interface ReadDeps {
  readonly k: { readonly db: Queryable };
}

export type { Caller };

export function callerOf(principal: Principal | null): Caller {
  const p = companyPrincipal(principal);
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}

/** The caller of a Koa request. */
export const callerIn = (ctx: { state: AppState }): Caller => callerOf(ctx.state.principal);

/** A path parameter ('' when absent). */
export const param = (ctx: { params: Record<string, string | undefined> }, key = 'id'): string => ctx.params[key] ?? '';

/** One page of a list as its clients read it: the rows as the answer, the totals in `X-Total-Count` and `X-Total-Pages`. */
export function pageAnswer<T>(ctx: { set: (field: string, value: string) => void }, rows: readonly T[], totalCount: number, totalPages: number): readonly T[] {
  ctx.set('X-Total-Count', String(totalCount));
  ctx.set('X-Total-Pages', String(totalPages));
  return rows;
}

/** The metadata actor of a caller's command. */
export const actorOf = callerActor;
