import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { catalogRoutes } from './api/routes';
import { CatalogService, type CatalogPorts } from './application/service';
import { catalogProjections } from './read/projections';
import { catalogMigrations } from './read/schema';

export { CatalogService } from './application/service';
export type { CatalogPorts, MediaAccess, AssignmentLookup, BundleLookup, TrainingView, ModuleView } from './application/service';
export { getTraining, getTrainingsByIds, listModules, companyTrainings, trainingCounts, listAllTags } from './read/queries';
export type { TrainingRow, ModuleRow, TagView } from './read/queries';
export type { TrainingDetails } from './domain/events';
export { periodMonths, DEFAULT_TAGS, GALLERY_IMAGE_IDS, galleryUrl, isGalleryImage } from './domain/vocabulary';
export type { ModuleContent, QuizContent, VideoContent, TextContent, LocalizedText } from './domain/events';
export { ModuleContent as ModuleContentSchema, VideoContent as VideoContentSchema, QuizContent as QuizContentSchema, TextContent as TextContentSchema } from './domain/events';

/** The catalog module: trainings, modules, tags, co-owners. */
export function catalogModule(ports: CatalogPorts): ModuleDefinition & { service(k: Kernel): CatalogService } {
  let service: CatalogService | undefined;
  const get = (k: Kernel) => (service ??= new CatalogService(k, ports));
  return {
    name: 'catalog',
    migrations: catalogMigrations,
    projections: catalogProjections,
    service: get,
    routes: (k) => catalogRoutes(get(k)),
    async purgeTenant(tx, companyId) {
      for (const table of ['cat_modules', 'cat_trainings', 'cat_tags']) await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [companyId]);
    },
  };
}
