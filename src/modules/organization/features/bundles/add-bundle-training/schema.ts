import { Schema } from 'effect';

/** A training and its place in the bundle (default: last). */
export const AddBundleTrainingBody = Schema.Struct({
  trainingId: Schema.String,
  orderIndex: Schema.optionalWith(Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000)), { default: () => 10_000 }),
});
