import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import { candidateOf, visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { trainingDetails } from '../../shared/views';

/** Adds a co-owner; the decider checks the owner, the limit and the candidate's eligibility. */
export async function addCoOwner(deps: CatalogDeps, c: Caller, trainingId: string, userId: string): Promise<TrainingDetailsView> {
  await visibleTraining(deps, c, trainingId);
  const candidate = await candidateOf(deps, userId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'AddCoOwner', actor: c.actor, candidate, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
