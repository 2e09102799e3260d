import { commandActorOf, tagStream, type Caller, type CatalogDeps } from '../../shared/deps';

/** Deletes a company tag; the decider refuses default tags and unknown ones. */
export async function deleteTag(deps: CatalogDeps, c: Caller, tagId: string): Promise<void> {
  await deps.k.commands.run({
    ...tagStream(tagId),
    actor: commandActorOf(c),
    command: { type: 'DeleteTag', actor: c.actor, tagId, now: deps.k.clock.now() },
  });
}
