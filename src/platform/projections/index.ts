export { ALL_EVENT_TYPES, CHECKPOINT_CHANNEL, ProjectionRunner, ReadModelBehind, projectionMigrations, subscribesTo } from './runner';
export type { EventTypeSubscription, Projection, ProjectionStatus, RunnerOptions } from './runner';
export { ReadCache, getInWindow } from './read-cache';
export type { ReadCacheOptions, ValidWindow } from './read-cache';
export { AdvisoryLeases, LEASE_LOCK_SPACE, NoLeases, SoleLeases, leaseHolders, processOwner } from './leases';
export type { LeaseHolder, Leases } from './leases';
