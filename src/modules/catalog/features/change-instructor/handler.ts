import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import { candidateOf, visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { trainingDetails } from '../../shared/views';

/**
 * Names the training's responsible instructor ('Ansprechperson', issue 16 item 5): the decider
 * checks who may (those who edit the training) and that the user is an active managing user of
 * the company.
 */
export async function changeInstructor(deps: CatalogDeps, c: Caller, trainingId: string, userId: string): Promise<TrainingDetailsView> {
  await visibleTraining(deps, c, trainingId);
  const candidate = await candidateOf(deps, userId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'ChangeInstructor', actor: c.actor, candidate, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
