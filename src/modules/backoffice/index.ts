import type { ModuleDefinition } from '../../platform/kernel';
import { BACKOFFICE_ROUTES, backofficeRoutes } from './routes';
import { backofficePorts, type BackofficeProviders } from './wiring';

export type { BackofficePorts } from './shared/ports';
export type { BackofficeProviders } from './wiring';

/**
 * Master backoffice: statistics, companies, company deletion with all data. It reads other modules
 * through `providers`, the product's modules (wiring.ts); `modules` lists every module of the
 * product, whose data a company deletion purges.
 */
export function backofficeModule(providers: () => BackofficeProviders, modules: () => readonly ModuleDefinition[]): ModuleDefinition {
  return { name: 'backoffice', api: BACKOFFICE_ROUTES, migrations: [], projections: [], routes: (k) => backofficeRoutes({ k, ports: backofficePorts(k, providers()), modules }) };
}
