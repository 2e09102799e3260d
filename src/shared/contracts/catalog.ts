/**
 * Response shapes of the catalog API (trainings, modules, tags), shared by the server and the web
 * app. Pure types: nothing here imports a module.
 */

import type { LocalizedText } from './localized';

export type { LocalizedText };

export type TrainingStatus = 'draft' | 'published' | 'archived';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type ModuleType = 'video' | 'quiz' | 'text';
export type TagCategory = 'safety' | 'technical' | 'compliance' | 'general';

/** The 18 preset tag colors (spec section 3): a tag takes one of these; the builder offers them. */
export const TAG_COLORS = [
  '#3B82F6', '#EF4444', '#F97316', '#F59E0B', '#EAB308', '#84CC16',
  '#22C55E', '#10B981', '#14B8A6', '#06B6D4', '#0EA5E9', '#6366F1',
  '#8B5CF6', '#A855F7', '#D946EF', '#EC4899', '#F43F5E', '#64748B',
] as const;
export const DEFAULT_TAG_COLOR = '#3B82F6';

/** The settings of a new training before anything is chosen: a draft, not required, no recertification, image, category, difficulty or duration. */
export const BLANK_TRAINING_SETTINGS = {
  status: 'draft',
  isRequired: false,
  requiresRecertification: false,
  recertificationPeriod: null,
  imageId: null,
  imageUrl: null,
  category: null,
  difficulty: null,
  duration: null,
} as const;

import type { PersonRef } from './identity';

export type { PersonRef };

/** A tag of the default vocabulary (`isDefault`) or of the company. */
export interface TagView {
  readonly id: string;
  readonly name: { readonly de: string; readonly en?: string };
  readonly description: { readonly de?: string; readonly en?: string };
  readonly color: string;
  readonly category: TagCategory;
  readonly isDefault: boolean;
}

/** A dubbed version of a module's video (issue 34 item 2): its own file, poster and length (seconds). */
export interface DubbedVideo {
  readonly videoUrl: string;
  readonly duration?: number;
  readonly mediaId?: string;
  readonly posterUrl?: string;
}
export interface VideoContent {
  readonly videoUrl: string;
  readonly posterUrl?: string;
  readonly duration?: number;
  readonly description?: LocalizedText;
  readonly mediaId?: string;
  /** A separate video per further content language (not the default's), by language tag; learners of that language are shown it. */
  readonly dubbedVideos?: { readonly [language: string]: DubbedVideo };
}
/** Module texts are `LocalizedText` (issue 34): a plain string is German, a map holds the language versions. */
export interface QuizAnswer {
  readonly text: LocalizedText;
  readonly isCorrect: boolean;
  readonly explanation?: LocalizedText;
}
export interface QuizQuestion {
  readonly question: LocalizedText;
  readonly answers: readonly QuizAnswer[];
}
export interface QuizContent {
  readonly questions: readonly QuizQuestion[];
}
export interface TextContent {
  readonly text: LocalizedText;
}
export type ModuleContent = VideoContent | QuizContent | TextContent;

/** A video module's WebVTT subtitles in one language (issue 34 item 2): the signed URL of the file and its number of cues. */
export interface SubtitleTrackView {
  readonly language: string;
  readonly url: string;
  readonly cues: number;
}

/** GET /api/training-modules/{id}/subtitles: every track of the module, with its size in bytes. */
export interface SubtitleTrackDetails extends SubtitleTrackView {
  readonly bytes: number;
}

/** A module as the API shows it: media URLs signed; quiz answers marked only for editors. */
export interface ModuleView {
  readonly id: string;
  readonly trainingId: string;
  readonly type: ModuleType;
  readonly title: LocalizedText;
  readonly orderIndex: number;
  readonly isActive: boolean;
  readonly content: ModuleContent;
  /** Video modules: the subtitle tracks of the training's language versions, in the order of its `contentLanguages` (absent for other types). */
  readonly subtitles?: readonly SubtitleTrackView[];
}

export interface TrainingPermissions {
  readonly edit: boolean;
  readonly delete: boolean;
  readonly manageCoOwners: boolean;
  /** Answer the learners' questions (and read all of them): root, owner, co-owners, the instructor (issue 16, item 5). */
  readonly answerQuestions: boolean;
}

/** One training of the library (GET /api/trainings); GET /api/trainings/{id} adds its modules. */
export interface TrainingListItem {
  readonly id: string;
  readonly companyId: string;
  readonly ownerId: string;
  /** The responsible instructor ('Ansprechperson', issue 16 item 5): the owner unless another user was named. */
  readonly instructorId: string;
  readonly coOwners: readonly string[];
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly status: TrainingStatus;
  readonly isRequired: boolean;
  readonly requiresRecertification: boolean;
  readonly recertificationPeriod: string | null;
  readonly imageId: string | null;
  readonly imageUrl: string | null;
  readonly category: string | null;
  readonly difficulty: Difficulty | null;
  readonly duration: number | null;
  /** Blended training (issue 16, item 7): the online completion waits for an instructor's sign-off of the in-person part ('Praxisteil'). */
  readonly requiresPracticalPart: boolean;
  readonly moduleCount: number;
  readonly activeModuleCount: number;
  readonly contentVersion: string;
  /** The language a training's texts are written in first (issue 34): 'de' unless chosen. */
  readonly defaultLanguage: string;
  /** The language versions learners may be given, in the author's order; always holds the default. */
  readonly contentLanguages: readonly string[];
  readonly isDeleted: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly owner: { readonly firstName: string; readonly lastName: string } | null;
  /** The instructor's name (null: an unknown user). */
  readonly instructor: PersonRef | null;
  readonly coOwnerDetails: readonly PersonRef[];
  readonly tags: readonly TagView[];
  readonly permissions: TrainingPermissions;
  readonly modules?: readonly ModuleView[];
}

/** GET /api/trainings/{id}. */
export interface TrainingDetailsView extends TrainingListItem {
  readonly modules: readonly ModuleView[];
}

/** GET /api/trainings: one page of the library. */
export interface LibraryPage {
  readonly trainings: readonly TrainingListItem[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

/** One language version of a training (GET /api/trainings/{id}/translation-status, issue 34). */
export interface LanguageVersionStatus {
  readonly language: string;
  readonly isDefault: boolean;
  /** Texts of this version that are filled, of those the default version has (`total`). */
  readonly filled: number;
  readonly total: number;
  /** Marked reviewed by a person with edit rights, and no text of this version changed since. */
  readonly reviewed: boolean;
  readonly reviewedAt: string | null;
}

/** GET /api/trainings/{id}/translation-status. */
export interface TranslationStatusView {
  readonly trainingId: string;
  readonly defaultLanguage: string;
  readonly languages: readonly LanguageVersionStatus[];
}

/** POST /api/trainings/{id}/translations: what an XLIFF import changed (issue 34, item 6). */
export interface TranslationImportView {
  /** Units whose text in the target language changed. */
  readonly imported: number;
  /** Units left as they were (the same text, or an empty target, which keeps the current one). */
  readonly unchanged: number;
  /** Units whose source in the file differs from today's default text: the translator saw an older source. */
  readonly staleSources: readonly string[];
  /** The translation status after the import (GET /api/trainings/{id}/translation-status). */
  readonly status: TranslationStatusView;
}
