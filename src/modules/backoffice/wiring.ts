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

/** The backoffice's ports (shared/ports.ts): the facades of the modules that answer them. */
export function backofficePorts(k: Kernel, p: BackofficeProviders): BackofficePorts {
  return { companies: p.identity.facade(k), trainings: p.catalog.facade(k), groups: p.organization.facade(k) };
}
