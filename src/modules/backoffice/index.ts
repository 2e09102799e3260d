import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { backofficeRoutes } from './api/routes';
import { BackofficeService } from './application/service';

export { BackofficeService } from './application/service';

/** Master backoffice: statistics, companies, company deletion with all data. */
export function backofficeModule(modules: () => readonly ModuleDefinition[]): ModuleDefinition & { service(k: Kernel): BackofficeService } {
  let service: BackofficeService | undefined;
  const get = (k: Kernel) => (service ??= new BackofficeService(k, modules));
  return { name: 'backoffice', migrations: [], projections: [], service: get, routes: (k) => backofficeRoutes(get(k)) };
}
