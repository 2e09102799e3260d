export { ProjectionRunner, projectionMigrations } from './runner';
export type { Projection, ProjectionStatus, RunnerOptions } from './runner';
export { ReadCache } from './read-cache';
export type { ReadCacheOptions } from './read-cache';
