// Public surface of module a.
export { ThingCreated } from './domain/decider';
export { registerRoutes } from './api/routes';
export { listThings } from './read/queries';
