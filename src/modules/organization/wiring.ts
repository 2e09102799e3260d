import type { Kernel } from '../../platform/kernel';
import type { CatalogModule } from '../catalog';
import type { IdentityModule } from '../identity';
import type { OrganizationPorts } from './shared/ports';

/** The modules organization takes its ports from (the product's modules, by name). */
export interface OrganizationProviders {
  readonly catalog: Pick<CatalogModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
}

/** Organization's ports (shared/ports.ts): identity's facade as it is, the catalog's live trainings. */
export function organizationPorts(k: Kernel, p: OrganizationProviders): OrganizationPorts {
  const trainings = p.catalog.facade(k);
  return {
    catalog: { liveTrainings: async (companyId, ids) => (await trainings.trainingsByIds(companyId, ids)).filter((t) => !t.isDeleted) },
    identity: p.identity.facade(k),
  };
}
