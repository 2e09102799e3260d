import type { Kernel } from '../../platform/kernel';
import type { Projection } from '../../platform/projections';
import type { IdentityModule } from '../identity';
import type { MediaModule } from '../media';
import type { AssignmentLookup, BundleLookup, CatalogPorts } from './shared/ports';

/**
 * The modules catalog takes its ports from (the product's modules, by name). Organization's facade
 * offers exactly the lookups catalog names (it is not imported here: organization asks catalog too).
 */
export interface CatalogProviders {
  readonly media: Pick<MediaModule, 'facade'>;
  readonly organization: { facade(k: Kernel): AssignmentLookup & BundleLookup; readonly projections: readonly Projection[] };
  readonly identity: Pick<IdentityModule, 'facade' | 'peopleReadModels'>;
}

/** Catalog's ports (shared/ports.ts): the facades of the modules that answer them. */
export function catalogPorts(k: Kernel, p: CatalogProviders): CatalogPorts {
  const groups = p.organization.facade(k);
  return {
    media: p.media.facade(k),
    assignments: groups,
    bundles: groups,
    people: p.identity.facade(k),
    readModels: [...p.identity.peopleReadModels, ...p.organization.projections.map((x) => x.name)],
  };
}
