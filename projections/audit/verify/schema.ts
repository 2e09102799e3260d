import { Schema } from 'effect';
import { msg } from '../../../src/platform/http';

/** GET /api/audit/verify?head=<hash>: optionally an older head (16 to 64 hex digits, as printed on a PDF). */
export const VerifyQuery = Schema.Struct({
  head: Schema.optional(
    Schema.String.pipe(
      Schema.transform(Schema.String, { strict: true, decode: (s) => s.trim().toLowerCase(), encode: (s) => s }),
      Schema.pattern(/^[0-9a-f]{16,64}$/, {
        message: msg({
          de: 'Der Kettenkopf besteht aus 16 bis 64 Hexadezimalziffern (0–9, a–f), wie er auf dem PDF steht.',
          en: 'The chain head is 16 to 64 hexadecimal digits (0–9, a–f), as printed on the PDF.',
        }),
      }),
    ),
  ),
});
