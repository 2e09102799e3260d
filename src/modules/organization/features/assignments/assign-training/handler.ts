import type { GroupTrainingView } from '../../../../../shared/contracts/organization';
import { assignedView, findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupTrainingViews } from '../../../shared/group-views';
import { groupStream } from '../../../shared/streams';
import { asTrainingId } from '../../../../../shared/contracts/ids';

/** AssignTraining with a deadline in weeks; answers the group's view of the training. */
export async function assignTraining(deps: OrganizationDeps, c: Caller, id: string, trainingId: string, weeks: number): Promise<GroupTrainingView> {
  await findGroup(deps, c, id);
  const [t] = await deps.catalog.liveTrainings(c.companyId, [asTrainingId(trainingId)]);
  const training = t ? { id: t.id, companyId: t.companyId } : null;
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'AssignTraining', actor: c.actor, training, weeks, now: deps.k.clock.now() } });
  return assignedView(await groupTrainingViews(deps, c, id), trainingId, 'TrainingNotAssigned');
}
