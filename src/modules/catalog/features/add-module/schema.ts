import { Schema } from 'effect';
import { LanguageTag, localized, OrderIndex } from '../../shared/fields';

/** Body of POST /api/training-modules; the content is decoded for its type afterwards. */
export const ModuleBody = Schema.Struct({
  trainingId: Schema.optional(Schema.String),
  type: Schema.Literal('video', 'quiz', 'text'),
  title: localized(200),
  /** The language of the body's plain texts (issue 34); absent: the training's default. */
  language: Schema.optional(LanguageTag),
  orderIndex: Schema.optionalWith(OrderIndex, { default: () => 0 }),
  isActive: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  content: Schema.Unknown,
});
