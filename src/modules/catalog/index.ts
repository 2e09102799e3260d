import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import type { ModuleView, TagView, TrainingDetailsView } from '../../shared/contracts/catalog';
import type { TagFields, TrainingDetails } from './domain/events';
import { addModule, type NewModuleInput } from './features/add-module/handler';
import { createTag } from './features/create-tag/handler';
import { createTraining } from './features/create-training/handler';
import { setTrainingTags } from './features/set-training-tags/handler';
import { catalogFacade, type CatalogFacade } from './read/facade';
import { catalogCaches } from './read/caches';
import { trainingsProjection } from './read/trainings/projection';
import { tagsProjection } from './read/tags/projection';
import { catalogMigrations } from './read/trainings/ddl';
import { CATALOG_ROUTES, catalogRoutes } from './routes';
import type { Caller, CatalogDeps } from './shared/deps';
import { showsFileTo } from './shared/access';
import { allTags } from './shared/tags';
import { catalogPorts, type CatalogProviders } from './wiring';

export { catalogFacade } from './read/facade';
export type { CatalogFacade, TrainingSummary, ModuleSummary, TrainingWithModules } from './read/facade';
export type { CatalogPorts, MediaAccess, AssignmentLookup, BundleLookup, PeopleLookup, PersonSummary } from './shared/ports';
export type { Caller as CatalogCaller } from './shared/deps';
export type { CatalogProviders } from './wiring';
export type { TagView, ModuleView, TrainingListItem, TrainingDetailsView } from '../../shared/contracts/catalog';
export type { TrainingDetails } from './domain/events';
export type { ModuleContent, QuizContent, VideoContent, TextContent, LocalizedText } from './domain/events';
/** The content Schema of each module type (`video`, `quiz`, `text`), to decode stored module content. */
export { ModuleContentSchemas } from './domain/events';
export { periodMonths, DEFAULT_TAGS, GALLERY_IMAGE_IDS, galleryUrl, isGalleryImage, browserImageUrl } from './domain/vocabulary';


/** Writing trainings without HTTP, as a signed-in company user (demo seed, benchmarks). */
export interface CatalogAuthoring {
  createTraining(c: Caller, details: TrainingDetails): Promise<TrainingDetailsView>;
  addModule(c: Caller, input: NewModuleInput): Promise<ModuleView>;
  setTrainingTags(c: Caller, trainingId: string, tagIds: readonly string[]): Promise<readonly TagView[]>;
  createTag(c: Caller, fields: TagFields): Promise<TagView>;
}

/** The catalog facade of a running kernel: the read facade plus answers that need the module's ports. */
export interface CatalogModuleFacade extends CatalogFacade {
  /** True when a training the caller may see (every one for the library roles, else the assigned ones) shows the stored file at `path` (unsigned). */
  showsFileTo(c: Caller, path: string): Promise<boolean>;
}

export interface CatalogModule extends ModuleDefinition {
  facade(k: Kernel): CatalogModuleFacade;
  authoring(k: Kernel): CatalogAuthoring;
}

/** The catalog module: trainings, modules, tags, co-owners. It takes its ports from `providers`, the product's modules (wiring.ts). */
export function catalogModule(providers: () => CatalogProviders): CatalogModule {
  // ports and read caches live as long as the kernel's projection runner they follow
  const deps = perKernel((k): CatalogDeps => {
    const ports = catalogPorts(k, providers());
    return { k, ports, caches: catalogCaches(k, ports.readModels) };
  });
  return {
    name: 'catalog',
    api: CATALOG_ROUTES,
    migrations: catalogMigrations,
    projections: [trainingsProjection, tagsProjection],
    routes: (k) => catalogRoutes(deps(k)),
    // the tags other modules show come from the same cache as the library's
    facade: (k) => ({
      ...catalogFacade(k.db),
      allTags: (companyId) => allTags(deps(k), companyId),
      showsFileTo: (c, path) => showsFileTo(deps(k), c, path),
    }),
    authoring(k) {
      const d = deps(k);
      return {
        createTraining: (c, details) => createTraining(d, c, details),
        addModule: (c, input) => addModule(d, c, input),
        setTrainingTags: (c, trainingId, tagIds) => setTrainingTags(d, c, trainingId, tagIds),
        createTag: (c, fields) => createTag(d, c, fields),
      };
    },
    async purgeTenant(tx, companyId) {
      for (const table of ['cat_subtitles', 'cat_modules', 'cat_trainings', 'cat_tags']) await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
    },
  };
}

/** The module's events, for cross-module projections (projections/compliance). */
export { catalogEvents, streams as catalogStreams } from './domain/events';
