import type { Kernel } from '../../../src/platform/kernel';

/** What the audit workspace asks of other modules (names for trail lines, people, trainings). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuditPorts {}

export interface AuditDeps {
  readonly k: Kernel;
  readonly ports: AuditPorts;
}
