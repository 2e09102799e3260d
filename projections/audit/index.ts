import type { Kernel, ModuleDefinition } from '../../src/platform/kernel';
import { asOfMigrations } from './as-of/schema';
import { asOfProjection, purgeAsOf } from './as-of/projection';
import { AUDIT_ROUTES, auditRoutes } from './routes';
import type { AuditDeps, AuditPorts } from './shared/deps';
import { purgeTrail, trailProjection } from './trail/project';
import { trailMigrations } from './trail/schema';

export type { AuditPorts } from './shared/deps';

/**
 * The compliance auditor's workspace (issue 12): as-of replay, person history, audit trail with
 * export, verification of the tamper-evident log. Read-only; registered in one line in src/app.ts.
 */
export function auditReadModel(ports: (k: Kernel) => AuditPorts): ModuleDefinition {
  const deps = new WeakMap<Kernel, AuditDeps>();
  const depsOf = (k: Kernel) => {
    let d = deps.get(k);
    if (!d) deps.set(k, (d = { k, ports: ports(k) }));
    return d;
  };
  return {
    name: 'audit',
    api: AUDIT_ROUTES,
    migrations: [...trailMigrations, ...asOfMigrations],
    projections: [trailProjection, asOfProjection],
    routes: (k) => auditRoutes(depsOf(k)),
    async purgeTenant(tx, companyId) {
      for (const purge of [purgeTrail, purgeAsOf]) await purge(tx, companyId);
    },
  };
}
