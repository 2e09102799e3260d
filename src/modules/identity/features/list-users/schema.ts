import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { RoleField } from '../../shared/role-field';

/** A query parameter given once or repeated: the first value counts. */
const First = Schema.transform(Schema.Union(Schema.String, Schema.Array(Schema.String)), Schema.String, {
  strict: true,
  decode: (v) => (typeof v === 'string' ? v : (v[0] ?? '')),
  encode: (s) => s,
});
const first = <A>(schema: Schema.Schema<A, string>) => First.pipe(Schema.compose(schema));

const InvalidPage = { de: 'Die Seitenzahl ist ungültig.', en: 'The page number is invalid.' };
const PageNumber = Schema.NumberFromString.pipe(Schema.int({ message: msg(InvalidPage) }), Schema.between(1, 1_000_000, { message: msg(InvalidPage) })).annotations({
  message: msg(InvalidPage),
});

/** '' and 'all': every role. */
const EveryRole = Schema.transform(Schema.Literal('', 'all'), Schema.Undefined, { strict: true, decode: () => undefined, encode: () => '' as const });

/** GET /api/users?search=&role=&page= */
export const ListQuery = Schema.Struct({
  search: Schema.optionalWith(first(Schema.String.pipe(Schema.maxLength(200))), { default: () => '' }),
  role: Schema.optional(first(Schema.Union(EveryRole, RoleField))),
  page: Schema.optionalWith(first(PageNumber), { default: () => 1 }),
});
