import { Schema } from 'effect';

/** Body of POST /api/trainings/{id}/tags: the training's whole tag list. */
export const TagIdsBody = Schema.Struct({ tagIds: Schema.Array(Schema.String).pipe(Schema.maxItems(100)) });
