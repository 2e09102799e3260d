import { Schema } from 'effect';

export const ReplaceBundleTrainingsBody = Schema.Struct({ trainingIds: Schema.Array(Schema.String).pipe(Schema.maxItems(500)) });
