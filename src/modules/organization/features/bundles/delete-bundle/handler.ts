import { findBundle } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { bundleStream } from '../../../shared/streams';

/** DeleteBundle (it leaves every group it was assigned to). */
export async function deleteBundle(deps: OrganizationDeps, c: Caller, id: string): Promise<void> {
  await findBundle(deps, c, id);
  await deps.k.commands.run({ ...bundleStream(c, id), command: { type: 'DeleteBundle', actor: c.actor, now: deps.k.clock.now() } });
}
