import { Schema } from 'effect';

/** GET /api/master/contact-requests?status=open|done|all&page= */
export const ContactRequestsQuery = Schema.Struct({
  status: Schema.optionalWith(Schema.Literal('all', 'open', 'done'), { default: () => 'all' as const }),
  page: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 }),
});
