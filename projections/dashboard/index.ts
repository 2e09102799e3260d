import type { Kernel, ModuleDefinition } from '../../src/platform/kernel';
import { ReadCache } from '../../src/platform/projections';
import type { CatalogModule } from '../../src/modules/catalog';
import type { IdentityModule } from '../../src/modules/identity';
import type { LearningModule } from '../../src/modules/learning';
import type { OrganizationModule } from '../../src/modules/organization';
import { DASHBOARD_ROUTES, dashboardRoutes } from './routes';
import { DASHBOARD_READ_MODELS, UNITS_READ_MODELS, type DashboardPorts } from './stats';

/** The modules the dashboard reads (the product's modules, by name). */
export interface DashboardProviders {
  readonly learning: Pick<LearningModule, 'facade'>;
  readonly catalog: Pick<CatalogModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly organization: Pick<OrganizationModule, 'facade'>;
}

/** The dashboard's ports (stats.ts): the modules' facades offer the methods it names, the compliance figures are its own SQL. */
export function dashboardPorts(k: Kernel, p: DashboardProviders): DashboardPorts {
  return {
    db: k.db,
    now: () => k.clock.now(),
    learning: p.learning.facade(k),
    catalog: p.catalog.facade(k),
    identity: p.identity.facade(k),
    organization: p.organization.facade(k),
    cache: new ReadCache(k.projections, DASHBOARD_READ_MODELS),
    units: new ReadCache(k.projections, UNITS_READ_MODELS),
  };
}

/** GET /api/dashboard/stats: a read model over compliance and the modules' facades, registered like every other. */
export function dashboardReadModel(providers: () => DashboardProviders): ModuleDefinition {
  return { name: 'dashboard', api: DASHBOARD_ROUTES, migrations: [], projections: [], routes: (k) => dashboardRoutes(dashboardPorts(k, providers())) };
}
