import { sessionCaller, sessionCallerIf, type Principal } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import type { Caller } from '../../../shared/contracts/ids';
import { instructionPolicy } from '../../../shared/policy';
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
export const callerOf = sessionCaller;

/** The caller of a route that plans or conducts sessions: 403 for roles that may not, before any input is read. */
export const plannerOf = (principal: Principal | null): Caller =>
  sessionCallerIf(principal, (role) => instructionPolicy.plan(role), {
    de: 'Präsenzunterweisungen planen und durchführen nur Root, Admins und Manager.',
    en: 'Only root, admins and managers plan and conduct classroom sessions.',
  });

/** The caller of a route that reads sessions: 403 for roles that may not (employees). */
export const readerOf = (principal: Principal | null): Caller =>
  sessionCallerIf(principal, (role) => instructionPolicy.read(role), { de: 'Keine Berechtigung für Präsenzunterweisungen.', en: 'No permission for classroom sessions.' });
