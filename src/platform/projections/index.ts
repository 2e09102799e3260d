export { ALL_EVENT_TYPES, ProjectionRunner, projectionMigrations, subscribesTo } from './runner';
export type { EventTypeSubscription, Projection, ProjectionStatus, RunnerOptions } from './runner';
export { ReadCache, getInWindow } from './read-cache';
export type { ReadCacheOptions, ValidWindow } from './read-cache';
