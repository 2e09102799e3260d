import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';

/** Removes a co-owner (owner only, as the decider rules). */
export async function removeCoOwner(deps: CatalogDeps, c: Caller, trainingId: string, userId: string): Promise<void> {
  await visibleTraining(deps, c, trainingId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'RemoveCoOwner', actor: c.actor, userId, now: deps.k.clock.now() },
  });
}
