/** Shapes of the trainings API (docs/api/trainings.md). */

export type { Localized } from '../../../lib/localize';
import type { Localized } from '../../../lib/localize';
export type TrainingStatus = 'draft' | 'published' | 'archived';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type Ownership = 'alle' | 'owner' | 'coowner';
export type TagCategory = 'safety' | 'technical' | 'compliance' | 'general';
export type ModuleType = 'video' | 'quiz' | 'text';

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface TrainingPermissions {
  edit: boolean;
  delete: boolean;
  manageCoOwners: boolean;
}

export interface Tag {
  id: string;
  name: { de: string; en?: string };
  description?: { de?: string; en?: string };
  color: string;
  category: TagCategory;
  isDefault: boolean;
}

export interface VideoContent {
  videoUrl: string;
  posterUrl?: string;
  duration?: number;
  description?: string;
  mediaId?: string;
}
export interface TextContent {
  text: string;
}
export interface QuizAnswer {
  text: string;
  isCorrect: boolean;
  explanation?: string;
}
export interface QuizQuestion {
  question: string;
  answers: QuizAnswer[];
}
export interface QuizContent {
  questions: QuizQuestion[];
}
export type ModuleContent = VideoContent | QuizContent | TextContent;

export interface TrainingModule {
  id: string;
  trainingId: string;
  type: ModuleType;
  title: string;
  orderIndex: number;
  isActive: boolean;
  content: ModuleContent;
}

export interface Training {
  id: string;
  companyId: string;
  title: Localized;
  description: Localized;
  status: TrainingStatus;
  isRequired: boolean;
  requiresRecertification: boolean;
  recertificationPeriod: string | null;
  imageId: string | null;
  imageUrl: string | null;
  category: string | null;
  difficulty: Difficulty | null;
  duration: number | null;
  ownerId: string;
  owner: { firstName: string; lastName: string } | null;
  coOwners: string[];
  coOwnerDetails: PersonRef[];
  tags: Tag[];
  moduleCount: number;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
  permissions: TrainingPermissions;
  modules?: TrainingModule[];
}

export interface TrainingDetail extends Training {
  modules: TrainingModule[];
}

export interface LibraryPage {
  trainings: Training[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

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
