import type { Kernel } from '../../../src/platform/kernel';

/** What every slice of the audit workspace gets: the kernel (it reads its own read models and the log). */
export interface AuditDeps {
  readonly k: Kernel;
}
