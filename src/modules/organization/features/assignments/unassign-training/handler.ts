import { findGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupStream } from '../../../shared/streams';

/** UnassignTraining. */
export async function unassignTraining(deps: OrganizationDeps, c: Caller, id: string, trainingId: string): Promise<void> {
  await findGroup(deps, c, id);
  await deps.k.commands.run({ ...groupStream(c, id), command: { type: 'UnassignTraining', actor: c.actor, trainingId, now: deps.k.clock.now() } });
}
