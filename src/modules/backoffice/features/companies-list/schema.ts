import { Schema } from 'effect';

/** GET /api/master/companies?search=&page= */
export const CompaniesQuery = Schema.Struct({
  search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { default: () => '' }),
  page: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 }),
});
