import type { Kernel } from '../../platform/kernel';
import type { IdentityModule } from '../identity';
import type { MediaModule } from '../media';
import type { OrganizationModule } from '../organization';
import type { InfologPorts } from './shared/ports';

/** The modules the infolog takes its ports from (the product's modules, by name). */
export interface InfologProviders {
  readonly media: Pick<MediaModule, 'facade'>;
  readonly organization: Pick<OrganizationModule, 'facade'>;
  readonly identity: Pick<IdentityModule, 'facade'>;
}

/** The infolog's ports (shared/ports.ts): the facades of the modules that answer them. */
export function infologPorts(k: Kernel, p: InfologProviders): InfologPorts {
  return { media: p.media.facade(k), groups: p.organization.facade(k), people: p.identity.facade(k) };
}
