import { Schema } from 'effect';
import { Limit, Page } from '../my-trainings/schema';

/** GET /user/completions and /user-completions/{userId}: one page. */
export const CompletionsQuery = Schema.Struct({ page: Page, limit: Limit(20) });

/** `?lang=de|en` of a document; anything else leaves the language of the request. */
const DocumentLang = Schema.transform(Schema.Unknown, Schema.UndefinedOr(Schema.Literal('de', 'en')), {
  strict: true,
  decode: (v) => (v === 'de' || v === 'en' ? v : undefined),
  encode: (v) => v,
});
export const EvidenceQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });
