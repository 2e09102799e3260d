import { companyPrincipal, forbidden, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { learnerPolicy, type Role } from '../../../shared/policy';
import type { LearningPorts } from './ports';

/** What every slice of the learning module gets: the kernel and the ports to other modules. */
export interface LearningDeps extends LearningPorts {
  readonly k: Kernel;
}

/** The signed-in company user a request runs for. */
export interface Caller {
  readonly userId: string;
  readonly role: Role;
  readonly companyId: string;
  readonly principal: Principal;
}

export function callerOf(principal: Principal | null): Caller {
  const p = companyPrincipal(principal);
  return { userId: p.userId, role: p.role as Role, companyId: p.tenantId, principal: p };
}

/** The caller of a learner's own route (My Learning, the player): 403 for roles without learning of their own (the auditor). */
export function learnerOf(principal: Principal | null): Caller {
  const c = callerOf(principal);
  if (!learnerPolicy.learns(c.role)) {
    throw forbidden({ de: 'Prüfer/innen haben keinen eigenen Lernbereich.', en: 'Auditors have no learning of their own.' });
  }
  return c;
}
