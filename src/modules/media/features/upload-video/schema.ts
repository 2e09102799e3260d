import { Either, Schema } from 'effect';
import { msg } from '../../../../platform/http';
import type { TrimRequest } from '../../domain/rules';
import { toHttpError } from '../../shared/errors';

const TITLE_TOO_LONG = { de: 'Der Titel darf höchstens 200 Zeichen lang sein.', en: 'The title may be at most 200 characters long.' };

/** The text fields of a video upload (multipart fields or JSON keys next to the file). */
export const VideoFields = Schema.Struct({
  title: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200, { message: msg(TITLE_TOO_LONG) })), { default: () => '' }),
  trim: Schema.optional(Schema.Unknown),
});

const TrimBody = Schema.Struct({
  trimStart: Schema.Number,
  trimEnd: Schema.Number,
  trimDuration: Schema.optional(Schema.Number),
});

/** `trim` arrives as a JSON string (spec section 3) or, from JSON clients, as an object. */
export function parseTrim(raw: unknown): TrimRequest | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw toHttpError('InvalidTrim');
    }
    if (value === null) return null;
  }
  const decoded = Schema.decodeUnknownEither(TrimBody)(value);
  if (Either.isLeft(decoded)) throw toHttpError('InvalidTrim');
  return decoded.right;
}
