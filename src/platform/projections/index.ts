export { ProjectionRunner } from './runner';
export { ALL_EVENT_TYPES, ReadModelBehind, subscribesTo } from './projection';
export type { EventTypeSubscription, Projection, ProjectionStatus, RunnerOptions } from './projection';
export { CHECKPOINT_CHANNEL, projectionMigrations } from './checkpoints';
export { ReadCache, getInWindow } from './read-cache';
export type { ReadCacheOptions, ValidWindow } from './read-cache';
export { AdvisoryLeases, LEASE_LOCK_SPACE, NoLeases, SoleLeases, leaseHolders, processOwner } from './leases';
export type { LeaseHolder, Leases } from './leases';
