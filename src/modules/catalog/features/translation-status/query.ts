import type { TranslationStatusView } from '../../../../shared/contracts/catalog';
import { textUnits, translationStatus } from '../../domain/language-versions';
import { languageReviews, listModules } from '../../read/trainings/queries';
import { visibleTraining } from '../../shared/access';
import type { Caller, CatalogDeps } from '../../shared/deps';

/** Per content language of a training the caller may see: filled texts of the default's, and whether it is reviewed (issue 34). */
export async function translationStatusOf(deps: CatalogDeps, c: Caller, trainingId: string): Promise<TranslationStatusView> {
  const t = await visibleTraining(deps, c, trainingId);
  const [modules, reviews] = await Promise.all([listModules(deps.k.db, [trainingId]), languageReviews(deps.k.db, c.companyId, trainingId)]);
  const languages = { defaultLanguage: t.defaultLanguage, contentLanguages: t.contentLanguages };
  return { trainingId, defaultLanguage: t.defaultLanguage, languages: translationStatus(languages, textUnits(t, modules), reviews) };
}
