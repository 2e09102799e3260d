import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

/** Body of POST /api/notifications/read: the ids to mark read (absent: all of the caller's). */
export const MarkReadBody = Schema.Struct({
  ids: Schema.optional(
    Schema.Array(Schema.String.pipe(Schema.maxLength(100))).pipe(Schema.maxItems(100, { message: msg({ de: 'Höchstens 100 Einträge auf einmal.', en: 'At most 100 entries at once.' }) })),
  ),
});
