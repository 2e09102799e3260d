import { Schema } from 'effect';
import { OrderIndex, text } from '../../shared/fields';

/** Body of PATCH /api/training-modules/{id}; the content is decoded for the module's own type. */
export const ModulePatchBody = Schema.Struct({
  title: Schema.optional(text(200)),
  content: Schema.optional(Schema.Unknown),
  isActive: Schema.optional(Schema.Boolean),
  orderIndex: Schema.optional(OrderIndex),
});
export type ModulePatch = typeof ModulePatchBody.Type;
