// Allowed: a composition root wires modules (index.ts), projections and platform.
import { createApp } from './platform/http/app';
import { runProjections } from './platform/projections/runner';
import { registerRoutes } from './modules/a';
import { dashboard } from '../projections/dashboard';

export const start = () => {
  const { app } = createApp();
  registerRoutes(app);
  return runProjections([dashboard]);
};
