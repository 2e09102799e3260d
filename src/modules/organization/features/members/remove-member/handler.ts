import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { loadGroup, membershipStream } from '../../../shared/streams';

/** RemoveMember, on the person's membership stream (ADR 0007). */
export async function removeMember(deps: OrganizationDeps, c: Caller, id: string, userId: string): Promise<void> {
  const group = await loadGroup(deps, c, id);
  await deps.k.commands.run({ ...membershipStream(c, id, userId), command: { type: 'RemoveMember', group: group.state, actor: c.actor, userId, now: deps.k.clock.now() } });
}
