import Router from '@koa/router';
import type { AppRouter, AppState } from '../../platform/http';
import type { CatalogDeps } from './shared/deps';
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
import { trainingTagsRoute } from './features/training-tags/route';
import { setTrainingTagsRoute } from './features/set-training-tags/route';
import { coOwnerCandidatesRoute } from './features/co-owner-candidates/route';
import { addCoOwnerRoute } from './features/add-co-owner/route';
import { removeCoOwnerRoute } from './features/remove-co-owner/route';
import { listTagsRoute } from './features/list-tags/route';
import { companyTagsRoute } from './features/company-tags/route';
import { createTagRoute } from './features/create-tag/route';
import { updateTagRoute } from './features/update-tag/route';
import { deleteTagRoute } from './features/delete-tag/route';

/** Trainings, modules, tags and co-owners: spec section 7. One line per use case. */
export function catalogRoutes(deps: CatalogDeps): AppRouter {
  const r = new Router<AppState>({ prefix: '/api' });
  listLibraryRoute(r, deps);
  getTrainingRoute(r, deps);
  createTrainingRoute(r, deps);
  updateTrainingRoute(r, deps);
  deleteTrainingRoute(r, deps);
  listModulesRoute(r, deps);
  addModuleRoute(r, deps);
  updateModuleRoute(r, deps);
  removeModuleRoute(r, deps);
  rearrangeModulesRoute(r, deps);
  trainingTagsRoute(r, deps);
  setTrainingTagsRoute(r, deps);
  coOwnerCandidatesRoute(r, deps);
  addCoOwnerRoute(r, deps);
  removeCoOwnerRoute(r, deps);
  listTagsRoute(r, deps);
  companyTagsRoute(r, deps);
  createTagRoute(r, deps);
  updateTagRoute(r, deps);
  deleteTagRoute(r, deps);
  return r;
}
