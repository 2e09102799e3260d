import { Schema } from 'effect';

/** Body of POST /api/trainings/{id}/co-owners. */
export const UserIdBody = Schema.Struct({ userId: Schema.String });
