import { newId } from '../../../../../platform/eventstore';
import type { GroupView } from '../../../../../shared/contracts/organization';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupView } from '../../../shared/group-views';
import { groupStream } from '../../../shared/streams';

/** CreateGroup: the caller owns the new group. */
export async function createGroup(deps: OrganizationDeps, c: Caller, name: string, description: string): Promise<GroupView> {
  const groupId = newId();
  const command = { type: 'CreateGroup', actor: c.actor, groupId, companyId: c.companyId, name, description, now: deps.k.clock.now() } as const;
  await deps.k.commands.run({ ...groupStream(c, groupId), command });
  return groupView(deps, c, groupId);
}
