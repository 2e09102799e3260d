import type { GroupView } from '../../../../../shared/contracts/organization';
import { findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupView } from '../../../shared/group-views';
import { groupStream } from '../../../shared/streams';

/** ChangeGroupDetails: a field left out keeps its value. */
export async function updateGroup(deps: OrganizationDeps, c: Caller, id: string, patch: { name?: string | undefined; description?: string | undefined }): Promise<GroupView> {
  const g = await findGroup(deps, c, id);
  const command = { type: 'ChangeGroupDetails', actor: c.actor, name: patch.name ?? g.name, description: patch.description ?? g.description, now: deps.k.clock.now() } as const;
  await deps.k.commands.run({ ...groupStream(c, id), command });
  return groupView(deps, c, id);
}
