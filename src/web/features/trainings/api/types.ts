/** Shapes of the trainings API (docs/api/trainings.md): the responses are the shared catalog contracts. */
import type { Difficulty, ModuleContent, ModuleType, TagCategory, TrainingStatus } from '../../../../shared/contracts/catalog';
import type { LibraryPage as LibraryPageContract, ModuleView, TagView, TrainingDetailsView, TrainingListItem } from '../../../../shared/contracts/catalog';
import type { Ownership } from '../../../../shared/contracts/organization';
import type { Received } from '../../../lib/received';

export type { Localized } from '../../../lib/localize';
export type { Ownership };
export type {
  Difficulty,
  ModuleContent,
  ModuleType,
  PersonRef,
  QuizAnswer,
  QuizContent,
  QuizQuestion,
  TagCategory,
  TextContent,
  TrainingPermissions,
  TrainingStatus,
  VideoContent,
} from '../../../../shared/contracts/catalog';
export type Tag = Received<TagView>;
export type TrainingModule = Received<ModuleView>;
export type Training = Received<TrainingListItem>;
export type TrainingDetail = Received<TrainingDetailsView>;
export type LibraryPage = Received<LibraryPageContract>;

export interface LibraryFilters {
  tags: string[];
  search: string;
  ownership: Ownership;
  page: number;
}

/** Body of POST /api/trainings and (as a subset) PATCH /api/trainings/{id}. */
export interface TrainingInput {
  title: { de?: string; en?: string };
  description: { de?: string; en?: string };
  status: TrainingStatus;
  isRequired: boolean;
  requiresRecertification: boolean;
  recertificationPeriod: string | null;
  imageId: string | null;
  imageUrl: string | null;
  category: string | null;
  difficulty: Difficulty | null;
  duration: number | null;
  /** Blended training (issue 16, item 7): completions wait for an instructor's sign-off of the in-person part. */
  requiresPracticalPart: boolean;
}

export interface TagInput {
  name: { de: string; en?: string };
  description: { de?: string; en?: string };
  color: string;
  category: TagCategory;
}

export interface NewModuleInput {
  trainingId: string;
  type: ModuleType;
  title: string;
  orderIndex: number;
  content: ModuleContent;
}

export interface ModulePatch {
  title?: string;
  content?: ModuleContent;
  isActive?: boolean;
  orderIndex?: number;
}

export interface BatchUpdateInput {
  moduleUpdates: { id: string; orderIndex: number; isActive: boolean }[];
  deletedModuleIds: string[];
}

/** One preset cover image of /gallery/index.json. */
export interface GalleryImage {
  id: string;
  category: string;
  url: string;
  title: { de?: string; en?: string };
}

export interface UploadedImage {
  id?: string;
  imageUrl: string;
}
