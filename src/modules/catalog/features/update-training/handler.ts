import type { TrainingDetailsView } from '../../../../shared/contracts/catalog';
import type { TrainingDetailsChange } from '../../domain/events';
import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { resolveImage } from '../../shared/media';
import { trainingDetails } from '../../shared/views';

/** A new default joins the versions when only the default was given. */
const withDefault = (list: readonly string[], added: string | undefined) => (added === undefined || list.includes(added) ? list : [...list, added]);

/** Changes the details and language versions of a training the caller may see (the decider checks who may edit). */
export async function updateTraining(
  deps: CatalogDeps,
  c: Caller,
  trainingId: string,
  input: TrainingDetailsChange,
  languages?: { readonly defaultLanguage?: string | undefined; readonly contentLanguages?: readonly string[] | undefined },
): Promise<TrainingDetailsView> {
  const training = await visibleTraining(deps, c, trainingId);
  const changes = await resolveImage(deps, c, input);
  if (languages) {
    // the versions first: the details' texts of this request may already be in a language it adds
    await deps.k.commands.run({
      ...trainingStream(trainingId),
      actor: commandActorOf(c),
      command: {
        type: 'ChangeContentLanguages',
        actor: c.actor,
        defaultLanguage: languages.defaultLanguage,
        contentLanguages: languages.contentLanguages ?? withDefault(training.contentLanguages, languages.defaultLanguage),
        now: deps.k.clock.now(),
      },
      whenReadModelsLate: 'continue',
    });
  }
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'ChangeTrainingDetails', actor: c.actor, changes, now: deps.k.clock.now() },
  });
  return trainingDetails(deps, c, trainingId);
}
