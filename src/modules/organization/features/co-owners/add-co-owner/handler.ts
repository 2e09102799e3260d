import type { GroupView } from '../../../../../shared/contracts/organization';
import { findGroup, userFacts } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupView } from '../../../shared/group-views';
import { groupStream } from '../../../shared/streams';

/** AddGroupCoOwner; answers the group. */
export async function addCoOwner(deps: OrganizationDeps, c: Caller, id: string, userId: string): Promise<GroupView> {
  await findGroup(deps, c, id);
  const candidate = userFacts((await deps.identity.getUserSummaries([userId])).get(userId));
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'AddGroupCoOwner', actor: c.actor, candidate, now: deps.k.clock.now() } });
  return groupView(deps, c, id);
}
