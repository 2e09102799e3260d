export { ProjectionRunner, projectionMigrations } from './runner';
export type { Projection, ProjectionStatus, RunnerOptions } from './runner';
export { ReadCache, getInWindow } from './read-cache';
export type { ReadCacheOptions, ValidWindow } from './read-cache';
