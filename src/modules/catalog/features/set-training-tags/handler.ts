import type { TagView } from '../../../../shared/contracts/catalog';
import { listAllTags } from '../../read/tags/queries';
import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { trainingDetails } from '../../shared/views';

/** Replaces the tags of a training the caller may see; every id must be a default or company tag. */
export async function setTrainingTags(deps: CatalogDeps, c: Caller, trainingId: string, tagIds: readonly string[]): Promise<readonly TagView[]> {
  await visibleTraining(deps, c, trainingId);
  const knownTagIds = new Set((await listAllTags(deps.k.db, c.companyId)).map((t) => t.id));
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'SetTrainingTags', actor: c.actor, tagIds: [...tagIds], knownTagIds, now: deps.k.clock.now() },
  });
  return (await trainingDetails(deps, c, trainingId)).tags;
}
