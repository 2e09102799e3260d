import type { ModuleDefinition } from '../../src/platform/kernel';
import { asOfMigrations } from './as-of/schema';
import { asOfProjection, purgeAsOf } from './as-of/projection';
import { AUDIT_ROUTES, auditRoutes } from './routes';
import { purgeTrail, trailProjection } from './trail/project';
import { trailMigrations } from './trail/schema';

/**
 * The compliance auditor's workspace (issue 12): as-of replay, person history, audit trail with
 * export, verification of the tamper-evident log. Read-only; listed in one line in src/app.ts.
 */
export function auditReadModel(): ModuleDefinition {
  return {
    name: 'audit',
    api: AUDIT_ROUTES,
    migrations: [...trailMigrations, ...asOfMigrations],
    projections: [trailProjection, asOfProjection],
    routes: (k) => auditRoutes({ k }),
    async purgeTenant(tx, companyId) {
      for (const purge of [purgeTrail, purgeAsOf]) await purge(tx, companyId);
    },
  };
}
