import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { BACKOFFICE_ROUTES, backofficeRoutes } from './routes';
import type { BackofficePorts } from './shared/ports';

export type { BackofficePorts } from './shared/ports';

/**
 * Master backoffice: statistics, companies, company deletion with all data. `ports` reads other
 * modules (built from the kernel at start); `modules` lists every module of the product, whose
 * data a company deletion purges.
 */
export function backofficeModule(ports: (k: Kernel) => BackofficePorts, modules: () => readonly ModuleDefinition[]): ModuleDefinition {
  return { name: 'backoffice', api: BACKOFFICE_ROUTES, migrations: [], projections: [], routes: (k) => backofficeRoutes({ k, ports: ports(k), modules }) };
}
