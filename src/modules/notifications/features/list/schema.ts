import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

export const MAX_PAGE_SIZE = 50;

/** Query of GET /api/notifications (`page` from 1, `limit` 1 to 50, `unread=true` for the unread ones only). */
export const ListQuery = Schema.Struct({
  page: Schema.optionalWith(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000, { message: msg({ de: 'Die Seite muss eine Zahl ab 1 sein.', en: 'The page must be a number from 1.' }) })),
    { default: () => 1 },
  ),
  limit: Schema.optionalWith(
    Schema.NumberFromString.pipe(
      Schema.int(),
      Schema.between(1, MAX_PAGE_SIZE, { message: msg({ de: `Das Limit muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`, en: `The limit must be between 1 and ${MAX_PAGE_SIZE}.` }) }),
    ),
    { default: () => 10 },
  ),
  unread: Schema.optionalWith(Schema.Literal('true', 'false'), { default: () => 'false' as const }),
});
