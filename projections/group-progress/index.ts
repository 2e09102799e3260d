import type { Kernel, ModuleDefinition } from '../../src/platform/kernel';
import { companyPrincipal } from '../../src/platform/http';
import { ReadCache } from '../../src/platform/projections';
import type { Role } from '../../src/shared/policy';
import { principalIds } from '../../src/shared/contracts/ids';
import type { CatalogModule } from '../../src/modules/catalog';
import type { IdentityModule } from '../../src/modules/identity';
import type { OrganizationModule } from '../../src/modules/organization';
import type { GroupProgressPorts } from './ports';
import { PROGRESS_READ_MODELS } from './progress';
import { GROUP_PROGRESS_ROUTES, groupProgressRoutes } from './routes';

/** The modules the group progress report reads (the product's modules, by name). */
export interface GroupProgressProviders {
  readonly organization: Pick<OrganizationModule, 'facade'>;
  readonly catalog: Pick<CatalogModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
}

/** Pages kept per process (members' status of one group, one page and language each). */
const KEPT_PAGES = 2000;
/** Answers kept as bytes (50-100 KB each with their gzip): the pages being looked at now. */
const KEPT_ANSWERS = 200;

/** The report's ports (ports.ts) on the modules' facades. */
export function groupProgressPorts(k: Kernel, p: GroupProgressProviders): GroupProgressPorts {
  const groups = p.organization.facade(k);
  return {
    organization: {
      groupForProgress: (principal, groupId) => {
        const c = companyPrincipal(principal);
        return groups.reportableGroup({ ...principalIds(c), role: c.role as Role }, groupId);
      },
    },
    catalog: p.catalog.facade(k),
    identity: p.identity.facade(k),
    cache: new ReadCache(k.projections, PROGRESS_READ_MODELS, { maxEntries: KEPT_PAGES }),
    answers: new ReadCache(k.projections, PROGRESS_READ_MODELS, { maxEntries: KEPT_ANSWERS }),
  };
}

/** GET /api/user-groups/{id}/progress and its PDF: a read model over compliance, registered like every other. */
export function groupProgressReadModel(providers: () => GroupProgressProviders): ModuleDefinition {
  return { name: 'group-progress', api: GROUP_PROGRESS_ROUTES, migrations: [], projections: [], routes: (k) => groupProgressRoutes(k, groupProgressPorts(k, providers())) };
}
