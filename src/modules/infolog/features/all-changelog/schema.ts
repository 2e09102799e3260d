import { Schema } from 'effect';
import { Limit, Page, text } from '../../shared/paging';

/** Query of GET /api/user/all-changelog. */
export const AllQuery = Schema.Struct({
  page: Page,
  limit: Limit,
  search: Schema.optionalWith(text(200), { default: () => '' }),
  groupId: Schema.optional(text(200)),
  unread: Schema.optionalWith(Schema.Literal('true', 'false'), { default: () => 'false' as const }),
});
