// Allowed: projections -> platform, projections -> modules' index.ts.
import type { Projection } from '../src/platform/projections/runner';
import { listThings } from '../src/modules/a';
import { registerRoutes } from '../src/modules/b/index';

export const dashboard: Projection = { name: 'dashboard', apply: () => [listThings, registerRoutes] };
