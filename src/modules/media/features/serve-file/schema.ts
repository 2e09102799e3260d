import { Schema } from 'effect';

/** A repeated parameter counts as absent (the signature check then refuses the link). */
const OneValue = Schema.optional(
  Schema.Union(Schema.String, Schema.Array(Schema.String)).pipe(
    Schema.transform(Schema.UndefinedOr(Schema.String), { strict: true, decode: (v) => (typeof v === 'string' ? v : undefined), encode: (v) => v ?? '' }),
  ),
);

/** Query of GET /api/media/files/{companyId}/{fileName}: the signature of a signed URL. */
export const FileQuery = Schema.Struct({ exp: OneValue, sig: OneValue });
