import type { Queryable } from '../../../platform/db';
import type { TagView, TrainingListItem } from '../../../shared/contracts/catalog';
import { companyTrainings, getTraining, getTrainingsByIds, listModules, trainingCounts, type ModuleRow, type TrainingRow } from './trainings/queries';
import { listAllTags } from './tags/queries';
import type { CompanyId, TrainingId, UserId } from '../../../shared/contracts/ids';

/** A training as other modules see it: its details, owners and what the learning rules need. */
export interface TrainingSummary
  extends Pick<TrainingListItem, 'coOwners' | 'title' | 'description' | 'status' | 'isRequired' | 'requiresRecertification' | 'recertificationPeriod'> {
  readonly id: TrainingId;
  readonly companyId: CompanyId;
  readonly ownerId: UserId;
  /** The responsible instructor ('Ansprechperson'): the owner unless another user was named. */
  readonly instructorId: UserId;
  /** Unsigned: a gallery path or a stored image's path (the catalog module's facade `imageUrl` signs it for the browser). */
  readonly imageUrl: string | null;
  readonly category: string | null;
  readonly difficulty: 'beginner' | 'intermediate' | 'advanced' | null;
  readonly duration: number | null;
  /** Blended training: the online completion counts once an instructor signs off the in-person part. */
  readonly requiresPracticalPart: boolean;
  readonly tagIds: readonly string[];
  readonly moduleCount: number;
  /** Modules a learner takes (active ones). */
  readonly activeModuleCount: number;
  /** Changes whenever the active modules change. */
  readonly contentVersion: string;
  /** Language versions (issue 34): the default, and the versions learners may be given. */
  readonly defaultLanguage: string;
  readonly contentLanguages: readonly string[];
  readonly isDeleted: boolean;
  readonly createdAt: string;
}

/** A module with its stored (unsigned) content. */
export type ModuleSummary = ModuleRow;

/** A training with the modules a learner takes: the active ones, in their order. */
export interface TrainingWithModules {
  readonly training: TrainingSummary;
  readonly modules: readonly ModuleSummary[];
}

/** What other modules and `projections/` may ask of the catalog. */
export interface CatalogFacade {
  /** A live training of the company, or null (deleted or unknown). */
  training(companyId: CompanyId, trainingId: TrainingId): Promise<TrainingSummary | null>;
  /** Trainings of the company by id, deleted ones included (`isDeleted`). */
  trainingsByIds(companyId: CompanyId, ids: readonly TrainingId[]): Promise<TrainingSummary[]>;
  /** Live trainings of a company, newest first (operator backoffice). */
  companyTrainings(companyId: CompanyId, limit?: number): Promise<TrainingSummary[]>;
  /** Live and published training counts per company (all companies when no ids are given). */
  trainingCounts(companyIds?: readonly CompanyId[]): Promise<Map<string, { total: number; published: number }>>;
  /** A training of the company (deleted ones included: `isDeleted`) and its active modules in order (position, then id), in one answer; null when unknown. */
  trainingWithActiveModules(companyId: CompanyId, trainingId: TrainingId): Promise<TrainingWithModules | null>;
  /** The default vocabulary plus the company's tags. */
  allTags(companyId: CompanyId): Promise<TagView[]>;
}

function summary(t: TrainingRow): TrainingSummary {
  return {
    id: t.id, companyId: t.companyId, ownerId: t.ownerId, instructorId: t.instructorId, coOwners: t.coOwners, title: t.title, description: t.description, status: t.status,
    isRequired: t.isRequired, requiresRecertification: t.requiresRecertification, recertificationPeriod: t.recertificationPeriod, imageUrl: t.imageUrl,
    category: t.category, difficulty: t.difficulty, duration: t.duration, requiresPracticalPart: t.requiresPracticalPart, tagIds: t.tagIds, moduleCount: t.moduleCount,
    activeModuleCount: t.activeModuleCount, contentVersion: t.contentVersion, defaultLanguage: t.defaultLanguage, contentLanguages: t.contentLanguages, isDeleted: t.isDeleted, createdAt: t.createdAt,
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
    trainingWithActiveModules: async (companyId, trainingId) => {
      const [[t], modules] = await Promise.all([getTrainingsByIds(db, companyId, [trainingId]), listModules(db, [trainingId])]);
      if (!t) return null;
      const active = modules.filter((m) => m.isActive).sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));
      return { training: summary(t), modules: active };
    },
    allTags: (companyId) => listAllTags(db, companyId),
  };
}
