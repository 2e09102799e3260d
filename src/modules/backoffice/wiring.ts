import type { Kernel } from '../../platform/kernel';
import type { CatalogModule } from '../catalog';
import type { IdentityModule } from '../identity';
import type { OrganizationModule } from '../organization';
import type { BackofficePorts } from './shared/ports';

/** The modules the backoffice reads (the product's modules, by name). */
export interface BackofficeProviders {
  readonly identity: Pick<IdentityModule, 'facade'>;
  readonly catalog: Pick<CatalogModule, 'facade'>;
  readonly organization: Pick<OrganizationModule, 'facade'>;
}

/** The backoffice's ports (shared/ports.ts), each method on the facade of the module that answers it. */
export function backofficePorts(k: Kernel, p: BackofficeProviders): BackofficePorts {
  const users = p.identity.facade(k);
  const trainings = p.catalog.facade(k);
  const groups = p.organization.facade(k);
  return {
    companies: { list: users.listCompanies, get: users.getCompany, userCounts: users.userCounts, users: users.companyUsers },
    trainings: { counts: (companyIds) => trainings.trainingCounts(companyIds), ofCompany: (companyId) => trainings.companyTrainings(companyId) },
    groups: { ofCompany: (companyId) => groups.companyGroups(companyId) },
  };
}
