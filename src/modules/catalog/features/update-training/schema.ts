import { Schema } from 'effect';
import { detailFields, languageFields } from '../../shared/fields';

/** Body of PATCH /api/trainings/{id}: any of the details, and the language versions (issue 34). */
export const UpdateTrainingBody = Schema.Struct({
  title: Schema.optional(detailFields.title),
  description: Schema.optional(detailFields.description),
  status: Schema.optional(detailFields.status),
  isRequired: Schema.optional(detailFields.isRequired),
  requiresRecertification: Schema.optional(detailFields.requiresRecertification),
  recertificationPeriod: Schema.optional(detailFields.recertificationPeriod),
  imageId: Schema.optional(detailFields.imageId),
  imageUrl: Schema.optional(detailFields.imageUrl),
  category: Schema.optional(detailFields.category),
  difficulty: Schema.optional(detailFields.difficulty),
  duration: Schema.optional(detailFields.duration),
  requiresPracticalPart: Schema.optional(detailFields.requiresPracticalPart),
  ...languageFields,
});
