import type { BundleView } from '../../../../../shared/contracts/organization';
import { findBundle, userFacts } from '../../../shared/access';
import { bundleView } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { bundleStream } from '../../../shared/streams';

/** AddBundleCoOwner; answers the bundle. */
export async function addBundleCoOwner(deps: OrganizationDeps, c: Caller, id: string, userId: string): Promise<BundleView> {
  await findBundle(deps, c, id);
  const candidate = userFacts((await deps.identity.getUserSummaries([userId])).get(userId));
  await deps.k.commands.run({ ...bundleStream(c, id), command: { type: 'AddBundleCoOwner', actor: c.actor, candidate, now: deps.k.clock.now() } });
  return bundleView(deps, c, id);
}
