import { newId } from '../../../../../platform/eventstore';
import type { BundleView } from '../../../../../shared/contracts/organization';
import { bundleView } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { bundleStream } from '../../../shared/streams';

/** CreateBundle: the caller owns the new bundle. */
export async function createBundle(deps: OrganizationDeps, c: Caller, name: string, description: string): Promise<BundleView> {
  const bundleId = newId();
  const command = { type: 'CreateBundle', actor: c.actor, bundleId, companyId: c.companyId, name, description, now: deps.k.clock.now() } as const;
  await deps.k.commands.run({ ...bundleStream(c, bundleId), command });
  return bundleView(deps, c, bundleId);
}
