import { newId } from '../../../../platform/eventstore';
import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import type { TrainingDetails } from '../../domain/events';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { resolveImage } from '../../shared/media';
import { trainingDetails } from '../../shared/views';

/** Creates a training owned by the caller; answers with it as GET /api/trainings/{id} would. */
export async function createTraining(deps: CatalogDeps, c: Caller, input: TrainingDetails): Promise<TrainingDetailsView> {
  const details = await resolveImage(deps, c, input);
  const trainingId = newId();
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'CreateTraining', actor: c.actor, trainingId, companyId: c.companyId, details, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
