import { Schema } from 'effect';
import { LanguageTag, localized, OrderIndex } from '../../shared/fields';

/** Body of PATCH /api/training-modules/{id}; the content is decoded for the module's own type. */
export const ModulePatchBody = Schema.Struct({
  title: Schema.optional(localized(200)),
  /** The language of the body's plain texts (issue 34): a translator edits one version; absent: the training's default. */
  language: Schema.optional(LanguageTag),
  content: Schema.optional(Schema.Unknown),
  isActive: Schema.optional(Schema.Boolean),
  orderIndex: Schema.optional(OrderIndex),
});
export type ModulePatch = typeof ModulePatchBody.Type;
