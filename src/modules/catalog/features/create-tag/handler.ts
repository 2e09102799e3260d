import { newId } from '../../../../platform/eventstore';
import type { TagView } from '../../../../shared/contracts/catalog';
import type { TagFields } from '../../domain/events';
import { commandActorOf, tagStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { companyTag } from '../../shared/tags';

/** Creates a company tag (the decider checks who may and the fields). */
export async function createTag(deps: CatalogDeps, c: Caller, fields: TagFields): Promise<TagView> {
  const tagId = newId();
  await deps.k.commands.run({
    ...tagStream(tagId),
    actor: commandActorOf(c),
    command: { type: 'CreateTag', actor: c.actor, tagId, companyId: c.companyId, fields, now: deps.k.clock.now() },
  });
  return companyTag(deps, c, tagId);
}
