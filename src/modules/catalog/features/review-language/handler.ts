import type { TranslationStatusView } from '../../../../shared/contracts/catalog';
import { visibleTraining } from '../../shared/access';
import { commandActorOf, trainingStream, type Caller, type CatalogDeps } from '../../shared/deps';
import { translationStatusOf } from '../translation-status/query';

/**
 * Marks a language version reviewed (issue 34): it counts as reviewed while its texts stay as they
 * are now; the decider checks who may (those who edit the training) and that the training has it.
 */
export async function reviewLanguage(deps: CatalogDeps, c: Caller, trainingId: string, language: string): Promise<TranslationStatusView> {
  await visibleTraining(deps, c, trainingId);
  await deps.k.commands.run({
    ...trainingStream(trainingId),
    actor: commandActorOf(c),
    command: { type: 'ReviewLanguageVersion', actor: c.actor, language, now: deps.k.clock.now() },
  });
  return translationStatusOf(deps, c, trainingId);
}
