export { ProjectionRunner, projectionMigrations } from './runner';
export type { Projection, ProjectionStatus, RunnerOptions } from './runner';
