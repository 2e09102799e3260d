import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import type { TrainingDetailsChange } from '../../domain/events';
import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { resolveImage } from '../../shared/media';
import { trainingDetails } from '../../shared/views';

/** Changes the details of a training the caller may see (the decider checks who may edit). */
export async function updateTraining(deps: CatalogDeps, c: Caller, trainingId: string, input: TrainingDetailsChange): Promise<TrainingDetailsView> {
  await visibleTraining(deps, c, trainingId);
  const changes = await resolveImage(deps, c, input);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'ChangeTrainingDetails', actor: c.actor, changes, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
