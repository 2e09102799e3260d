import { companyPrincipal, forbidden, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { companyCaller, type Caller } from '../../../shared/contracts/ids';
import { instructionPolicy, type Role } from '../../../shared/policy';
import type { EvidenceFiles } from './files';
import type { InstructionPorts } from './ports';

/** What every slice of the classroom sessions gets; built in ../wiring.ts. */
export interface InstructionDeps {
  readonly k: Kernel;
  readonly ports: InstructionPorts;
  readonly files: EvidenceFiles;
}

export type { Caller };

/** The signed-in company user a request runs for (401 without a session, 403 for the platform operator). */
export function callerOf(principal: Principal | null): Caller {
  const p = companyPrincipal(principal);
  return companyCaller(p.tenantId, p.userId, p.role as Role);
}

/** The caller of a route that plans or conducts sessions: 403 for roles that may not, before any input is read. */
export function plannerOf(principal: Principal | null): Caller {
  const c = callerOf(principal);
  if (!instructionPolicy.plan(c.actor.role)) {
    throw forbidden({ de: 'Präsenzunterweisungen planen und durchführen nur Root, Admins und Manager.', en: 'Only root, admins and managers plan and conduct classroom sessions.' });
  }
  return c;
}

/** The caller of a route that reads sessions: 403 for roles that may not (employees). */
export function readerOf(principal: Principal | null): Caller {
  const c = callerOf(principal);
  if (!instructionPolicy.read(c.actor.role)) throw forbidden({ de: 'Keine Berechtigung für Präsenzunterweisungen.', en: 'No permission for classroom sessions.' });
  return c;
}
