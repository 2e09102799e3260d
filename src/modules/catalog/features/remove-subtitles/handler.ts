import { editableModule } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';

/** Removes a video module's subtitle track in one language; the decider says whether there is one. */
export async function removeSubtitles(deps: CatalogDeps, c: Caller, moduleId: string, language: string): Promise<void> {
  const { trainingId } = await editableModule(deps, c, moduleId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'RemoveSubtitleTrack', actor: c.actor, moduleId, language, now: deps.k.clock.now() },
  });
}
