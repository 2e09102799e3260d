import { Schema } from 'effect';
import { TagCategoryIn, TagDescriptionIn, TagNameIn } from '../../shared/fields';

/** Body of PATCH /api/company/training-tags/{id}. */
export const UpdateTagBody = Schema.Struct({
  name: Schema.optional(TagNameIn),
  description: Schema.optional(TagDescriptionIn),
  color: Schema.optional(Schema.String),
  category: Schema.optional(TagCategoryIn),
});
