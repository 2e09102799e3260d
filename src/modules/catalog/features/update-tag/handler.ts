import type { TagView } from '../../../../shared/contracts/catalog';
import type { TagFields } from '../../domain/events';
import { commandActorOf, tagStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { companyTag } from '../../shared/tags';

/** Changes a company tag; the decider refuses default tags and unknown ones. */
export async function updateTag(deps: CatalogDeps, c: Caller, tagId: string, fields: Partial<TagFields>): Promise<TagView> {
  await deps.k.commands.run({
    ...tagStream(tagId),
    actor: commandActorOf(c),
    command: { type: 'UpdateTag', actor: c.actor, tagId, fields, now: deps.k.clock.now() },
  });
  return companyTag(deps, c, tagId);
}
