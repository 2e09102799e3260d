import { Schema } from 'effect';
import { limitParam, PageParam } from '../../../../platform/http';

/** Query of GET /api/notifications (`page` from 1, `limit` 1 to 50, `unread=true` for the unread ones only). */
export const ListQuery = Schema.Struct({
  page: PageParam,
  limit: limitParam(50, 10),
  unread: Schema.optionalWith(Schema.Literal('true', 'false'), { default: () => 'false' as const }),
});
