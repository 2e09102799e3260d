import { Schema } from 'effect';
import { DEFAULT_TAG_COLOR } from '../../domain/vocabulary';
import { TagCategoryIn, TagDescriptionIn, TagNameIn, required } from '../../shared/fields';

/** Body of POST /api/company/training-tags. */
export const CreateTagBody = Schema.Struct({
  name: Schema.propertySignature(TagNameIn).annotations({ missingMessage: required('Der deutsche Name ist erforderlich.', 'German name is required.') }),
  description: Schema.optionalWith(TagDescriptionIn, { default: () => ({}) }),
  color: Schema.optionalWith(Schema.String, { default: () => DEFAULT_TAG_COLOR }),
  category: Schema.optionalWith(TagCategoryIn, { default: () => 'general' as const }),
});
