import { findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupStream } from '../../../shared/streams';

/** UnassignBundle. */
export async function unassignBundle(deps: OrganizationDeps, c: Caller, id: string, bundleId: string): Promise<void> {
  await findGroup(deps, c, id);
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'UnassignBundle', actor: c.actor, bundleId, now: deps.k.clock.now() } });
}
