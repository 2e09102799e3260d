/** Shapes of the trainings API (docs/api/trainings.md): the responses are the shared catalog contracts. */
import type { Difficulty, ModuleType, TagCategory, TrainingStatus } from '../../../../shared/contracts/catalog';
import type { LibraryPage as LibraryPageContract, ModuleView, TagView, TrainingDetailsView, TrainingListItem } from '../../../../shared/contracts/catalog';
import type { Ownership } from '../../../../shared/contracts/organization';
import type { Received } from '../../../lib/received';

export type { Localized } from '../../../lib/localize';
export type { Ownership };
export type { Difficulty, ModuleType, PersonRef, TagCategory, TrainingPermissions, TrainingStatus } from '../../../../shared/contracts/catalog';
export type Tag = Received<TagView>;
/** A module as the API answers it: its texts by language (issue 34). */
export type ReceivedModule = Received<ModuleView>;

/*
 * A module as the builder edits it: the texts of one language version, plain strings (the training's
 * default language; the server keeps the other versions' texts when these are saved).
 */
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
export interface TextContent {
  text: string;
}
/** A dubbed version of a video module's video (issue 34 item 2): another uploaded video of the company. */
export interface DubbedVideo {
  videoUrl: string;
  duration?: number;
  mediaId?: string;
  posterUrl?: string;
}
export interface VideoContent {
  videoUrl: string;
  posterUrl?: string;
  duration?: number;
  description?: string;
  mediaId?: string;
  /** By language: the video learners of that further language see instead; a patch that names it replaces the map. */
  dubbedVideos?: Record<string, DubbedVideo>;
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
