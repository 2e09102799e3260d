import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { text } from '../../shared/fields';

/** `tags=a,b` as a list (at most 50 ids). */
const TagList = Schema.transform(Schema.String, Schema.Array(Schema.String), {
  strict: true,
  decode: (s) => s.split(',').map((x) => x.trim()).filter(Boolean).slice(0, 50),
  encode: (ids) => ids.join(','),
});
/** `ownership=all` is the English spelling of `alle`. */
const Ownership = Schema.transform(Schema.Literal('alle', 'all', 'owner', 'coowner'), Schema.Literal('alle', 'owner', 'coowner'), {
  strict: true,
  decode: (o) => (o === 'all' ? 'alle' : o),
  encode: (o) => o,
});

/** Query string of GET /api/trainings. */
export const LibraryQuery = Schema.Struct({
  tags: Schema.optionalWith(TagList, { default: () => [] }),
  search: Schema.optionalWith(text(200), { default: () => '' }),
  ownership: Schema.optionalWith(Ownership, { default: () => 'alle' as const }),
  page: Schema.optionalWith(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000, { message: msg({ de: 'Ungültige Seitenzahl.', en: 'Invalid page number.' }) })),
    { default: () => 1 },
  ),
});
export type LibraryQuery = typeof LibraryQuery.Type;
