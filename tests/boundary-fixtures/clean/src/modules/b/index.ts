// Public surface of module b; imports a one way only (no cycle).
export { registerRoutes } from './api/routes';
