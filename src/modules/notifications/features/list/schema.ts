import { Schema } from 'effect';
import { limitParam, pageParam } from '../../../../platform/http';

/** Query of GET /api/notifications (`page` from 1, `limit` 1 to 50, `unread=true` for the unread ones only). */
export const ListQuery = Schema.Struct({
  page: pageParam(),
  limit: limitParam(50, 10, { de: 'Das Limit muss zwischen 1 und 50 liegen.', en: 'The limit must be between 1 and 50.' }),
  unread: Schema.optionalWith(Schema.Literal('true', 'false'), { default: () => 'false' as const }),
});
