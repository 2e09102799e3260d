import { findBundle } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { bundleStream } from '../../../shared/streams';

/** RemoveBundleCoOwner. */
export async function removeBundleCoOwner(deps: OrganizationDeps, c: Caller, id: string, userId: string): Promise<void> {
  await findBundle(deps, c, id);
  await deps.k.commands.run({ ...bundleStream(c, id), command: { type: 'RemoveBundleCoOwner', actor: c.actor, userId, now: deps.k.clock.now() } });
}
