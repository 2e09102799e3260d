import { Schema } from 'effect';
import { OrderIndex, text } from '../../shared/fields';

/** Body of POST /api/training-modules; the content is decoded for its type afterwards. */
export const ModuleBody = Schema.Struct({
  trainingId: Schema.optional(Schema.String),
  type: Schema.Literal('video', 'quiz', 'text'),
  title: text(200),
  orderIndex: Schema.optionalWith(OrderIndex, { default: () => 0 }),
  isActive: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  content: Schema.Unknown,
});
