import type { GroupTrainingView } from '../../../../../shared/contracts/organization';
import { groupTrainings } from '../../../read/groups/queries';
import { assignedView, findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupTrainingViews } from '../../../shared/group-views';
import { groupStream } from '../../../shared/streams';

/** SetDeadline of a training the group has directly or through a bundle; answers the group's view of it. */
export async function changeDeadline(deps: OrganizationDeps, c: Caller, groupId: string, trainingId: string, weeks: number): Promise<GroupTrainingView> {
  await findGroup(deps, c, groupId);
  const row = (await groupTrainings(deps.k.db, groupId)).find((r) => r.trainingId === trainingId);
  const inAssignedBundle = row !== undefined && row.viaBundle !== null;
  await deps.k.commands.run({ ...groupStream(c, groupId), command: { type: 'SetDeadline', actor: c.actor, trainingId, inAssignedBundle, weeks, now: deps.k.clock.now() } });
  return assignedView(await groupTrainingViews(deps, c, groupId), trainingId, 'TrainingNotAssigned');
}
