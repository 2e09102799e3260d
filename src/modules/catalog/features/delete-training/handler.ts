import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import type { TrainingId } from '../../../../shared/contracts/ids';

/** Deletes a training the caller may see; the decider refuses while bundles contain it. */
export async function deleteTraining(deps: CatalogDeps, c: Caller, trainingId: TrainingId): Promise<void> {
  await visibleTraining(deps, c, trainingId);
  const bundleNames = await deps.ports.bundles.bundleNamesContaining(c.companyId, trainingId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'DeleteTraining', actor: c.actor, bundleNames, now: deps.k.clock.now() },
  });
}
