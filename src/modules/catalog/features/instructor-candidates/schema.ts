import { Schema } from 'effect';

/** `search` once is the text (first 100 characters); repeated, it is ignored. */
const Search = Schema.transform(Schema.Union(Schema.String, Schema.Array(Schema.String)), Schema.String, {
  strict: true,
  decode: (v) => (typeof v === 'string' ? v.slice(0, 100) : ''),
  encode: (s) => s,
});

/** Query string of GET /api/trainings/{id}/instructor-candidates. */
export const InstructorCandidatesQuery = Schema.Struct({ search: Schema.optionalWith(Search, { default: () => '' }) });
