/** Field Schemas that several slices' bodies share (training details, tags, module order). */
import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { GALLERY_IMAGE_IDS } from '../domain/vocabulary';

const tooLong = (max: number) => msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` });
export const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: tooLong(max) }));
/** A text by language (`{de, tr, ...}`) or a plain string in the training's default language; the decider checks the languages. */
export const localized = (max: number) => Schema.Union(text(max), Schema.Record({ key: Schema.String.pipe(Schema.maxLength(35)), value: text(max) }).pipe(Schema.annotations({ identifier: 'LocalizedText' })));
/** The language a request's plain texts are in (module edits of one language version). */
export const LanguageTag = Schema.String.pipe(Schema.maxLength(35));
const Languages = Schema.Array(LanguageTag).pipe(Schema.minItems(1), Schema.maxItems(20));
export const required = (de: string, en: string) => msg({ de, en });

export const OrderIndex = Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000));

const Period = Schema.NullOr(
  Schema.String.pipe(
    Schema.pattern(/^([1-9]\d?)_(month|months|year|years)$/, { message: msg({ de: 'Ungültiger Zeitraum für die Rezertifizierung.', en: 'Invalid recertification period.' }) }),
  ),
);
const ImageId = Schema.NullOr(Schema.Literal(...(GALLERY_IMAGE_IDS as [string, ...string[]])));
const Duration = Schema.NullOr(
  Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000, { message: msg({ de: 'Die Dauer muss zwischen 0 und 10000 Minuten liegen.', en: 'The duration must be between 0 and 10000 minutes.' }) })),
);

/** The editable details of a training as a body carries them. */
export const detailFields = {
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
  requiresPracticalPart: Schema.Boolean,
};

/** The language versions a training body may set (issue 34): the default and the list; the decider checks the tags. */
export const languageFields = {
  defaultLanguage: Schema.optional(LanguageTag),
  contentLanguages: Schema.optional(Languages),
};

export const TagNameIn = Schema.Struct({ de: Schema.optionalWith(text(60), { default: () => '' }), en: Schema.optional(text(60)) });
export const TagDescriptionIn = Schema.Struct({ de: Schema.optional(text(300)), en: Schema.optional(text(300)) });
export const TagCategoryIn = Schema.Literal('safety', 'technical', 'compliance', 'general');
