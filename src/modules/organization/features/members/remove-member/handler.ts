import { findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupStream } from '../../../shared/streams';

/** RemoveMember. */
export async function removeMember(deps: OrganizationDeps, c: Caller, id: string, userId: string): Promise<void> {
  await findGroup(deps, c, id);
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'RemoveMember', actor: c.actor, userId, now: deps.k.clock.now() } });
}
