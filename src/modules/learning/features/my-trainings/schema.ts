import { Schema } from 'effect';
import { MY_TRAININGS_PAGE_SIZE } from '../../../../shared/rules';

export const Page = Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 });
export const Limit = (d: number) => Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100)), { default: () => d });

/** `?tags=a,b` as a list of tag ids (blanks dropped). */
const TagList = Schema.transform(Schema.String.pipe(Schema.maxLength(2000)), Schema.Array(Schema.String), {
  strict: true,
  decode: (s) => s.split(',').map((t) => t.trim()).filter(Boolean),
  encode: (tags) => tags.join(','),
});

/** `assigned` is the older name of `open`. */
const StatusFilter = Schema.transform(Schema.Literal('all', 'open', 'completed', 'assigned'), Schema.Literal('all', 'open', 'completed'), {
  strict: true,
  decode: (s) => (s === 'assigned' ? 'open' : s),
  encode: (s) => s,
});

/** GET /user/my-trainings and /user-assignments/{userId}: search, status, tags, one page. */
export const MyTrainingsQuery = Schema.Struct({
  search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { default: () => '' }),
  status: Schema.optionalWith(StatusFilter, { default: () => 'all' as const }),
  tags: Schema.optionalWith(TagList, { default: () => [] }),
  page: Page,
  limit: Limit(MY_TRAININGS_PAGE_SIZE),
});
export type MyTrainingsQuery = typeof MyTrainingsQuery.Type;
