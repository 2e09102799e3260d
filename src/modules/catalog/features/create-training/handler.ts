import { newId } from '../../../../platform/eventstore';
import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import type { TrainingDetails } from '../../domain/events';
import type { Languages } from '../../domain/language-versions';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { resolveImage } from '../../shared/media';
import { trainingDetails } from '../../shared/views';

/** Creates a training owned by the caller, German only unless `languages` says otherwise; answers with it as GET /api/trainings/{id} would. */
export async function createTraining(deps: CatalogDeps, c: Caller, input: TrainingDetails, languages?: Languages): Promise<TrainingDetailsView> {
  const details = await resolveImage(deps, c, input);
  const trainingId = newId();
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'CreateTraining', actor: c.actor, trainingId, companyId: c.companyId, details, languages, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
