import { Schema } from 'effect';
import { detailFields, languageFields, required } from '../../shared/fields';

/** Body of POST /api/trainings: the title is required, the rest has defaults. */
export const CreateTrainingBody = Schema.Struct({
  title: Schema.propertySignature(detailFields.title).annotations({ missingMessage: required('Bitte füllen Sie alle Pflichtfelder aus.', 'Please fill in all required fields.') }),
  description: Schema.optionalWith(detailFields.description, { default: () => '' }),
  status: Schema.optionalWith(detailFields.status, { default: () => 'draft' as const }),
  isRequired: Schema.optionalWith(detailFields.isRequired, { default: () => false }),
  requiresRecertification: Schema.optionalWith(detailFields.requiresRecertification, { default: () => false }),
  recertificationPeriod: Schema.optionalWith(detailFields.recertificationPeriod, { default: () => null }),
  imageId: Schema.optionalWith(detailFields.imageId, { default: () => null }),
  imageUrl: Schema.optionalWith(detailFields.imageUrl, { default: () => null }),
  category: Schema.optionalWith(detailFields.category, { default: () => null }),
  difficulty: Schema.optionalWith(detailFields.difficulty, { default: () => null }),
  duration: Schema.optionalWith(detailFields.duration, { default: () => null }),
  requiresPracticalPart: Schema.optionalWith(detailFields.requiresPracticalPart, { default: () => false }),
  ...languageFields,
});
