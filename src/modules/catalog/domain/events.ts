import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

/**
 * Text by content language (`{de, tr, ...}`, a language may be missing) or a plain string, which
 * is German: events before language versions, or a training whose default language is German
 * (ADR 0030). A request's plain string for a training with another default is stored as a map.
 */
export const LocalizedText = Schema.Union(Schema.String, Schema.Record({ key: Schema.String, value: Schema.String }));
export type LocalizedText = typeof LocalizedText.Type;

export const TrainingStatus = Schema.Literal('draft', 'published', 'archived');
export type TrainingStatus = typeof TrainingStatus.Type;
export const Difficulty = Schema.Literal('beginner', 'intermediate', 'advanced');
export const ModuleType = Schema.Literal('video', 'quiz', 'text');
export type ModuleType = typeof ModuleType.Type;

/** One dubbed version of a module's video (issue 34 item 2, ADR 0030 §3): a stored video of the company, as the main one is kept. */
export const DubbedVideo = Schema.Struct({
  videoUrl: Schema.String,
  duration: Schema.optional(Schema.Number),
  mediaId: Schema.optional(Schema.String),
  posterUrl: Schema.optional(Schema.String),
});
export type DubbedVideo = typeof DubbedVideo.Type;
export const VideoContent = Schema.Struct({
  videoUrl: Schema.String,
  posterUrl: Schema.optional(Schema.String),
  duration: Schema.optional(Schema.Number),
  description: Schema.optional(LocalizedText),
  mediaId: Schema.optional(Schema.String),
  /** Added later (issue 34 item 2): a separate video per further content language (a dubbed version); absent: none. */
  dubbedVideos: Schema.optional(Schema.Record({ key: Schema.String, value: DubbedVideo })),
});
/** The texts of a module are `LocalizedText` (issue 34); order, `isCorrect` and the video belong to no language. */
export const QuizAnswer = Schema.Struct({ text: LocalizedText, isCorrect: Schema.Boolean, explanation: Schema.optional(LocalizedText) });
export const QuizQuestion = Schema.Struct({ question: LocalizedText, answers: Schema.Array(QuizAnswer) });
export const QuizContent = Schema.Struct({ questions: Schema.Array(QuizQuestion) });
export const TextContent = Schema.Struct({ text: LocalizedText });
export const ModuleContent = Schema.Union(VideoContent, QuizContent, TextContent);
export type VideoContent = typeof VideoContent.Type;
export type QuizContent = typeof QuizContent.Type;
export type TextContent = typeof TextContent.Type;
export type ModuleContent = typeof ModuleContent.Type;
/** The content Schema of each module type, for readers of stored content (the learning module decodes with them). */
export const ModuleContentSchemas = { video: VideoContent, quiz: QuizContent, text: TextContent } as const;

/** Editable details of a training; every field of a change event is optional. */
export const TrainingDetails = Schema.Struct({
  title: LocalizedText,
  description: LocalizedText,
  status: TrainingStatus,
  isRequired: Schema.Boolean,
  requiresRecertification: Schema.Boolean,
  recertificationPeriod: Schema.NullOr(Schema.String),
  imageId: Schema.NullOr(Schema.String),
  imageUrl: Schema.NullOr(Schema.String),
  category: Schema.NullOr(Schema.String),
  difficulty: Schema.NullOr(Difficulty),
  duration: Schema.NullOr(Schema.Number),
  /** Added later (issue 16, item 7): an in-person part ('Praxisteil') an instructor signs off; absent in older events: false. */
  requiresPracticalPart: Schema.optional(Schema.Boolean),
});
export type TrainingDetails = typeof TrainingDetails.Type;
export const TrainingDetailsChange = Schema.partial(TrainingDetails);
export type TrainingDetailsChange = typeof TrainingDetailsChange.Type;

const TagName = Schema.Struct({ de: Schema.String, en: Schema.optional(Schema.String) });
const TagDescription = Schema.Struct({ de: Schema.optional(Schema.String), en: Schema.optional(Schema.String) });
export const TagCategory = Schema.Literal('safety', 'technical', 'compliance', 'general');
export const TagFields = Schema.Struct({ name: TagName, description: TagDescription, color: Schema.String, category: TagCategory });
export type TagFields = typeof TagFields.Type;

const Iso = Schema.String;

const definitions = {
  'catalog.TrainingCreated': {
    version: 1,
    schema: Schema.Struct({
      trainingId: Schema.String,
      companyId: Schema.String,
      ownerId: Schema.String,
      details: TrainingDetails,
      /** Added with language versions (issue 34); absent in older events: 'de', ['de']. */
      defaultLanguage: Schema.optional(Schema.String),
      contentLanguages: Schema.optional(Schema.Array(Schema.String)),
      createdAt: Iso,
    }),
  },
  /** The versions learners may be given (issue 34): always holds the default; a removed language's texts stay in the log. */
  'catalog.ContentLanguagesChanged': {
    version: 1,
    schema: Schema.Struct({ defaultLanguage: Schema.String, contentLanguages: Schema.Array(Schema.String), changedAt: Iso }),
  },
  /** A person with edit rights marked a language version reviewed; it counts while its texts' digest stays this one. */
  'catalog.LanguageVersionReviewed': {
    version: 1,
    schema: Schema.Struct({ language: Schema.String, textsDigest: Schema.String, reviewedBy: Schema.String, reviewedAt: Iso }),
  },
  'catalog.TrainingDetailsChanged': { version: 1, schema: Schema.Struct({ changes: TrainingDetailsChange, changedAt: Iso }) },
  'catalog.TrainingDeleted': { version: 1, schema: Schema.Struct({ deletedAt: Iso }) },
  'catalog.ModuleAdded': {
    version: 1,
    schema: Schema.Struct({
      moduleId: Schema.String,
      type: ModuleType,
      title: LocalizedText,
      orderIndex: Schema.Number,
      isActive: Schema.Boolean,
      content: ModuleContent,
      addedAt: Iso,
    }),
  },
  'catalog.ModuleUpdated': {
    version: 1,
    schema: Schema.Struct({
      moduleId: Schema.String,
      title: Schema.optional(LocalizedText),
      content: Schema.optional(ModuleContent),
      isActive: Schema.optional(Schema.Boolean),
      orderIndex: Schema.optional(Schema.Number),
      updatedAt: Iso,
    }),
  },
  'catalog.ModuleRemoved': { version: 1, schema: Schema.Struct({ moduleId: Schema.String, removedAt: Iso }) },
  /**
   * A video module's WebVTT subtitles in one language (issue 34 item 2, ADR 0030 §3), stored by the
   * media module at `path` (unsigned); replaces that language's track. `cues` and `bytes` as checked on upload.
   */
  'catalog.SubtitleTrackSet': {
    version: 1,
    schema: Schema.Struct({
      moduleId: Schema.String,
      language: Schema.String,
      path: Schema.String,
      sha256: Schema.String,
      cues: Schema.Number,
      bytes: Schema.Number,
      setAt: Iso,
    }),
  },
  'catalog.SubtitleTrackRemoved': { version: 1, schema: Schema.Struct({ moduleId: Schema.String, language: Schema.String, removedAt: Iso }) },
  'catalog.ModulesRearranged': {
    version: 1,
    schema: Schema.Struct({
      updates: Schema.Array(Schema.Struct({ moduleId: Schema.String, orderIndex: Schema.Number, isActive: Schema.Boolean })),
      removedModuleIds: Schema.Array(Schema.String),
      rearrangedAt: Iso,
    }),
  },
  'catalog.TrainingTagsSet': { version: 1, schema: Schema.Struct({ tagIds: Schema.Array(Schema.String), setAt: Iso }) },
  'catalog.CoOwnerAdded': { version: 1, schema: Schema.Struct({ userId: Schema.String, addedAt: Iso }) },
  'catalog.CoOwnerRemoved': { version: 1, schema: Schema.Struct({ userId: Schema.String, removedAt: Iso }) },
  /** The training's responsible instructor ('Ansprechperson', issue 16 item 5); without this event the owner is. */
  'catalog.InstructorChanged': { version: 1, schema: Schema.Struct({ instructorId: Schema.String, changedAt: Iso }) },
  'catalog.TagCreated': {
    version: 1,
    schema: Schema.Struct({ tagId: Schema.String, companyId: Schema.String, fields: TagFields, createdAt: Iso }),
  },
  'catalog.TagUpdated': { version: 1, schema: Schema.Struct({ fields: TagFields, updatedAt: Iso }) },
  'catalog.TagDeleted': { version: 1, schema: Schema.Struct({ deletedAt: Iso }) },
} as const;

export const catalogEvents = defineEvents(definitions);
export type CatalogEvent = EventsOf<typeof definitions>;

/** Stream ids, one named function per aggregate (each with `idOf`, its inverse). */
export const streams = {
  training: streamName('training'),
  tag: streamName('tag'),
};
export const streamTypes = { training: 'catalog.Training', tag: 'catalog.Tag' } as const;
