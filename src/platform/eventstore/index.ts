export * from './types';
export { PostgresEventStore, readAllIn, headPositionIn, eraseTenant, eraseStreams, lastActivity } from './postgres-store';
export { eventStoreMigrations } from './schema.sql';
export { eventIdFor, newId, uuidV5 } from './ids';
export { defineEvents } from './codec';
export type { EventCodec, EventDefinition, EventDefinitions, EventsOf } from './codec';
export { handleCommand, loadState, accept, reject } from './command-handler';
export type { Decider, DecideResult, HandleOptions, HandleResult } from './command-handler';
