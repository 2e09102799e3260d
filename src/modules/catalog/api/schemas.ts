import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { QuizContent, VideoContent, type ModuleContent, type ModuleType } from '../domain/events';
import { GALLERY_IMAGE_IDS } from '../domain/vocabulary';

const tooLong = (max: number) => msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` });
const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: tooLong(max) }));
const localized = (max: number) =>
  Schema.Union(text(max), Schema.Struct({ de: Schema.optional(text(max)), en: Schema.optional(text(max)) }));

const Period = Schema.NullOr(
  Schema.String.pipe(
    Schema.pattern(/^([1-9]\d?)_(month|months|year|years)$/, { message: msg({ de: 'Ungültiger Zeitraum für die Rezertifizierung.', en: 'Invalid recertification period.' }) }),
  ),
);
const ImageId = Schema.NullOr(Schema.Literal(...(GALLERY_IMAGE_IDS as [string, ...string[]])));
const Duration = Schema.NullOr(
  Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000, { message: msg({ de: 'Die Dauer muss zwischen 0 und 10000 Minuten liegen.', en: 'The duration must be between 0 and 10000 minutes.' }) })),
);

const detailFields = {
  title: localized(200),
  description: localized(5000),
  status: Schema.Literal('draft', 'published', 'archived'),
  isRequired: Schema.Boolean,
  requiresRecertification: Schema.Boolean,
  recertificationPeriod: Period,
  imageId: ImageId,
  imageUrl: Schema.NullOr(text(2000)),
  category: Schema.NullOr(text(100)),
  difficulty: Schema.NullOr(Schema.Literal('beginner', 'intermediate', 'advanced')),
  duration: Duration,
};

const required = (de: string, en: string) => msg({ de, en });

export const CreateTrainingBody = Schema.Struct({
  title: Schema.propertySignature(detailFields.title).annotations({ missingMessage: required('Bitte füllen Sie alle Pflichtfelder aus.', 'Please fill in all required fields.') }),
  description: Schema.optionalWith(detailFields.description, { default: () => '' }),
  status: Schema.optionalWith(detailFields.status, { default: () => 'draft' as const }),
  isRequired: Schema.optionalWith(detailFields.isRequired, { default: () => false }),
  requiresRecertification: Schema.optionalWith(detailFields.requiresRecertification, { default: () => false }),
  recertificationPeriod: Schema.optionalWith(Period, { default: () => null }),
  imageId: Schema.optionalWith(ImageId, { default: () => null }),
  imageUrl: Schema.optionalWith(detailFields.imageUrl, { default: () => null }),
  category: Schema.optionalWith(detailFields.category, { default: () => null }),
  difficulty: Schema.optionalWith(detailFields.difficulty, { default: () => null }),
  duration: Schema.optionalWith(Duration, { default: () => null }),
});

export const UpdateTrainingBody = Schema.Struct({
  title: Schema.optional(detailFields.title),
  description: Schema.optional(detailFields.description),
  status: Schema.optional(detailFields.status),
  isRequired: Schema.optional(detailFields.isRequired),
  requiresRecertification: Schema.optional(detailFields.requiresRecertification),
  recertificationPeriod: Schema.optional(Period),
  imageId: Schema.optional(ImageId),
  imageUrl: Schema.optional(detailFields.imageUrl),
  category: Schema.optional(detailFields.category),
  difficulty: Schema.optional(detailFields.difficulty),
  duration: Schema.optional(Duration),
});

export const LibraryQuery = Schema.Struct({
  tags: Schema.optionalWith(Schema.String, { default: () => '' }),
  search: Schema.optionalWith(text(200), { default: () => '' }),
  ownership: Schema.optionalWith(Schema.Literal('alle', 'all', 'owner', 'coowner'), { default: () => 'alle' as const }),
  page: Schema.optionalWith(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000, { message: msg({ de: 'Ungültige Seitenzahl.', en: 'Invalid page number.' }) })),
    { default: () => 1 },
  ),
});

export const ModuleBody = Schema.Struct({
  trainingId: Schema.optional(Schema.String),
  type: Schema.Literal('video', 'quiz', 'text'),
  title: text(200),
  orderIndex: Schema.optionalWith(Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000)), { default: () => 0 }),
  isActive: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  content: Schema.Unknown,
});

export const ModulePatchBody = Schema.Struct({
  title: Schema.optional(text(200)),
  content: Schema.optional(Schema.Unknown),
  isActive: Schema.optional(Schema.Boolean),
  orderIndex: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000))),
});

export const BatchUpdateBody = Schema.Struct({
  moduleUpdates: Schema.Array(
    Schema.Struct({ id: Schema.String, orderIndex: Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000)), isActive: Schema.Boolean }),
  ).pipe(Schema.maxItems(500)),
  deletedModuleIds: Schema.optionalWith(Schema.Array(Schema.String).pipe(Schema.maxItems(500)), { default: () => [] }),
});

export const TagIdsBody = Schema.Struct({ tagIds: Schema.Array(Schema.String).pipe(Schema.maxItems(100)) });
export const UserIdBody = Schema.Struct({ userId: Schema.String });

const TagNameIn = Schema.Struct({ de: Schema.optionalWith(text(60), { default: () => '' }), en: Schema.optional(text(60)) });
const TagDescriptionIn = Schema.Struct({ de: Schema.optional(text(300)), en: Schema.optional(text(300)) });
const TagCategoryIn = Schema.Literal('safety', 'technical', 'compliance', 'general');
export const CreateTagBody = Schema.Struct({
  name: Schema.propertySignature(TagNameIn).annotations({ missingMessage: required('Der deutsche Name ist erforderlich.', 'German name is required.') }),
  description: Schema.optionalWith(TagDescriptionIn, { default: () => ({}) }),
  color: Schema.optionalWith(Schema.String, { default: () => '#3B82F6' }),
  category: Schema.optionalWith(TagCategoryIn, { default: () => 'general' as const }),
});
export const UpdateTagBody = Schema.Struct({
  name: Schema.optional(TagNameIn),
  description: Schema.optional(TagDescriptionIn),
  color: Schema.optional(Schema.String),
  category: Schema.optional(TagCategoryIn),
});

/** Legacy quiz questions `{question, options, correctAnswer}` are read as answers. */
const LegacyQuestion = Schema.Struct({ question: Schema.String, options: Schema.Array(Schema.String), correctAnswer: Schema.Number });
const QuizIn = Schema.Struct({
  questions: Schema.Array(Schema.Union(QuizContent.fields.questions.value, LegacyQuestion)).pipe(Schema.maxItems(200)),
});

/** Decodes module content for its type (unknown fields dropped). */
export function contentSchemaFor(type: ModuleType): Schema.Schema<ModuleContent, unknown> {
  switch (type) {
    case 'video':
      return VideoContent as unknown as Schema.Schema<ModuleContent, unknown>;
    case 'text':
      return Schema.Struct({ text: text(50_000) }) as unknown as Schema.Schema<ModuleContent, unknown>;
    case 'quiz':
      return Schema.transform(QuizIn, QuizContent, {
        strict: false,
        decode: (q) => ({
          questions: q.questions.map((x) =>
            'options' in x
              ? { question: x.question, answers: x.options.map((text, i) => ({ text, isCorrect: i === x.correctAnswer })) }
              : x,
          ),
        }),
        encode: (q) => q,
      }) as unknown as Schema.Schema<ModuleContent, unknown>;
    default: {
      const never: never = type;
      return never;
    }
  }
}

