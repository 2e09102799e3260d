// VIOLATION outside-uses-module-index: the composition root bypasses module a's index.ts.
import { registerRoutes } from './modules/a/api/routes';

export const start = () => registerRoutes();
