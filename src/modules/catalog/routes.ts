import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { listLibraryRoute } from './features/list-library/route';
import { getTrainingRoute } from './features/get-training/route';
import { createTrainingRoute } from './features/create-training/route';
import { updateTrainingRoute } from './features/update-training/route';
import { deleteTrainingRoute } from './features/delete-training/route';
import { listModulesRoute } from './features/list-modules/route';
import { addModuleRoute } from './features/add-module/route';
import { updateModuleRoute } from './features/update-module/route';
import { removeModuleRoute } from './features/remove-module/route';
import { rearrangeModulesRoute } from './features/rearrange-modules/route';
import { listSubtitlesRoute } from './features/list-subtitles/route';
import { setSubtitlesRoute } from './features/set-subtitles/route';
import { removeSubtitlesRoute } from './features/remove-subtitles/route';
import { trainingTagsRoute } from './features/training-tags/route';
import { setTrainingTagsRoute } from './features/set-training-tags/route';
import { coOwnerCandidatesRoute } from './features/co-owner-candidates/route';
import { addCoOwnerRoute } from './features/add-co-owner/route';
import { removeCoOwnerRoute } from './features/remove-co-owner/route';
import { instructorCandidatesRoute } from './features/instructor-candidates/route';
import { changeInstructorRoute } from './features/change-instructor/route';
import { translationStatusRoute } from './features/translation-status/route';
import { reviewLanguageRoute } from './features/review-language/route';
import { exportTranslationsRoute } from './features/export-translations/route';
import { importTranslationsRoute } from './features/import-translations/route';
import { listTagsRoute } from './features/list-tags/route';
import { companyTagsRoute } from './features/company-tags/route';
import { createTagRoute } from './features/create-tag/route';
import { updateTagRoute } from './features/update-tag/route';
import { deleteTagRoute } from './features/delete-tag/route';
import type { CatalogDeps } from './shared/deps';

/** Trainings, modules, tags, co-owners and the instructor: spec section 7 (the instructor: issue 16, item 5; language versions and subtitles: issue 34). One line per use case, each a declaration (method, path, docs, permission, handler). */
export const CATALOG_ROUTES: readonly RouteDeclaration<CatalogDeps, RoutePermission>[] = [
  listLibraryRoute,
  getTrainingRoute,
  createTrainingRoute,
  updateTrainingRoute,
  deleteTrainingRoute,
  listModulesRoute,
  addModuleRoute,
  updateModuleRoute,
  removeModuleRoute,
  rearrangeModulesRoute,
  listSubtitlesRoute,
  setSubtitlesRoute,
  removeSubtitlesRoute,
  trainingTagsRoute,
  setTrainingTagsRoute,
  coOwnerCandidatesRoute,
  addCoOwnerRoute,
  removeCoOwnerRoute,
  instructorCandidatesRoute,
  changeInstructorRoute,
  translationStatusRoute,
  reviewLanguageRoute,
  exportTranslationsRoute,
  importTranslationsRoute,
  listTagsRoute,
  companyTagsRoute,
  createTagRoute,
  updateTagRoute,
  deleteTagRoute,
];

/** The module's router, made from its declarations. */
export const catalogRoutes = (deps: CatalogDeps): AppRouter => routerOf(CATALOG_ROUTES, deps);
