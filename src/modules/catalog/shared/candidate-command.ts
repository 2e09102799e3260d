import type { TrainingDetailsView } from '../../../shared/contracts/catalog';
import { candidateOf, visibleTraining } from './access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from './deps';
import { trainingDetails } from './views';

/**
 * Runs a command that names a person for a training the caller sees (the person looked up as a
 * candidate of the company; the decider judges them) and answers the training as it is then.
 */
export async function runWithCandidate(
  deps: CatalogDeps,
  c: Caller,
  trainingId: string,
  userId: string,
  type: 'AddCoOwner' | 'ChangeInstructor',
): Promise<TrainingDetailsView> {
  await visibleTraining(deps, c, trainingId);
  const candidate = await candidateOf(deps, userId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type, actor: c.actor, candidate, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
