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

/** Catalog's ports (shared/ports.ts), each method on the facade of the module that answers it. */
export function catalogPorts(k: Kernel, p: CatalogProviders): CatalogPorts {
  const media = p.media.facade(k);
  const groups = p.organization.facade(k);
  const people = p.identity.facade(k);
  return {
    media: {
      findVideo: (companyId, url) => media.findVideo(companyId, url),
      findImage: (companyId, url) => media.findImage(companyId, url),
      sign: (url) => media.signUrl(url),
      signedUrlsChangeAt: () => media.signedUrlsChangeAt(),
    },
    assignments: groups,
    bundles: groups,
    people: {
      summaries: (ids) => people.getUserSummaries(ids),
      search: (companyId, query) => people.searchCompanyUsers(companyId, query),
    },
    readModels: [...p.identity.peopleReadModels, ...p.organization.projections.map((x) => x.name)],
  };
}
