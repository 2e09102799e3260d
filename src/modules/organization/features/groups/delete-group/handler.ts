import { findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupStream } from '../../../shared/streams';

/** DeleteGroup: root and the owner. */
export async function deleteGroup(deps: OrganizationDeps, c: Caller, id: string): Promise<void> {
  await findGroup(deps, c, id);
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'DeleteGroup', actor: c.actor, now: deps.k.clock.now() } });
}
