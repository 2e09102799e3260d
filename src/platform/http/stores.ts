import type { ModuleDefinition } from '../kernel';
import { idempotencyMigrations, purgeIdempotencyKeys } from './idempotency';
import { rateLimitMigrations } from './rate-limit-store';

/** The answers kept for POST retries with an `Idempotency-Key` (idempotency.ts): its table, and their removal with a company. */
export function idempotencyKeys(): ModuleDefinition {
  return { name: 'idempotency', migrations: idempotencyMigrations, projections: [], purgeTenant: (tx, companyId) => purgeIdempotencyKeys(tx, companyId) };
}

/** The rate-limit state shared by every API process (rate-limit-store.ts, ADR 0015): its tables. */
export function rateLimits(): ModuleDefinition {
  return { name: 'rate-limits', migrations: rateLimitMigrations, projections: [] };
}
