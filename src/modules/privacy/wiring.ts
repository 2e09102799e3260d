import type { Kernel } from '../../platform/kernel';
import type { IdentityModule } from '../identity';
import type { PrivacyPorts } from './shared/deps';

/** The modules data protection takes its ports from (the product's modules, by name). */
export interface PrivacyProviders {
  readonly identity: Pick<IdentityModule, 'facade'>;
}

export function privacyPorts(k: Kernel, p: PrivacyProviders): PrivacyPorts {
  const people = () => p.identity.facade(k);
  return { people: { summaries: (ids) => people().getUserSummaries(ids) } };
}
