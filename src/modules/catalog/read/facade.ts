import type { Queryable } from '../../../platform/db';
import type { LocalizedText, TagView, TrainingStatus } from '../../../shared/contracts/catalog';
import { isGalleryImage } from '../domain/vocabulary';
import { companyTrainings, getTraining, getTrainingsByIds, listAllTags, listModules, trainingCounts, type ModuleRow, type TrainingRow } from './queries';

/** A training as other modules see it: its details, owners and what the learning rules need. */
export interface TrainingSummary {
  readonly id: string;
  readonly companyId: string;
  readonly ownerId: string;
  readonly coOwners: readonly string[];
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly status: TrainingStatus;
  readonly isRequired: boolean;
  readonly requiresRecertification: boolean;
  readonly recertificationPeriod: string | null;
  /** Unsigned: a gallery path or a stored image's path (sign it unless `isGalleryImage`). */
  readonly imageUrl: string | null;
  readonly category: string | null;
  readonly difficulty: 'beginner' | 'intermediate' | 'advanced' | null;
  readonly duration: number | null;
  readonly tagIds: readonly string[];
  readonly moduleCount: number;
  /** Modules a learner takes (active ones). */
  readonly activeModuleCount: number;
  /** Changes whenever the active modules change. */
  readonly contentVersion: string;
  readonly isDeleted: boolean;
  readonly createdAt: string;
}

/** A module with its stored (unsigned) content. */
export type ModuleSummary = ModuleRow;

/** What other modules and `projections/` may ask of the catalog. */
export interface CatalogFacade {
  /** A live training of the company, or null (deleted or unknown). */
  training(companyId: string, trainingId: string): Promise<TrainingSummary | null>;
  /** Trainings of the company by id, deleted ones included (`isDeleted`). */
  trainingsByIds(companyId: string, ids: readonly string[]): Promise<TrainingSummary[]>;
  /** Live trainings of a company, newest first (operator backoffice). */
  companyTrainings(companyId: string, limit?: number): Promise<TrainingSummary[]>;
  /** Live and published training counts per company (all companies when no ids are given). */
  trainingCounts(companyIds?: readonly string[]): Promise<Map<string, { total: number; published: number }>>;
  /** Modules of trainings, ordered by training and position. */
  modules(trainingIds: readonly string[]): Promise<ModuleSummary[]>;
  /** The default vocabulary plus the company's tags. */
  allTags(companyId: string): Promise<TagView[]>;
  /** Gallery images are public files of the web app; every other image URL must be signed. */
  isGalleryImage(url: string): boolean;
}

function summary(t: TrainingRow): TrainingSummary {
  return {
    id: t.id, companyId: t.companyId, ownerId: t.ownerId, coOwners: t.coOwners, title: t.title, description: t.description, status: t.status,
    isRequired: t.isRequired, requiresRecertification: t.requiresRecertification, recertificationPeriod: t.recertificationPeriod, imageUrl: t.imageUrl,
    category: t.category, difficulty: t.difficulty, duration: t.duration, tagIds: t.tagIds, moduleCount: t.moduleCount,
    activeModuleCount: t.activeModuleCount, contentVersion: t.contentVersion, isDeleted: t.isDeleted, createdAt: t.createdAt,
  };
}

/** The catalog facade over a database or a transaction (projections pass theirs). */
export function catalogFacade(db: Queryable): CatalogFacade {
  return {
    training: async (companyId, trainingId) => {
      const t = await getTraining(db, companyId, trainingId);
      return t ? summary(t) : null;
    },
    trainingsByIds: async (companyId, ids) => (await getTrainingsByIds(db, companyId, ids)).map(summary),
    companyTrainings: async (companyId, limit) => (await companyTrainings(db, companyId, limit)).map(summary),
    trainingCounts: (companyIds) => trainingCounts(db, companyIds),
    modules: (trainingIds) => listModules(db, trainingIds),
    allTags: (companyId) => listAllTags(db, companyId),
    isGalleryImage,
  };
}
