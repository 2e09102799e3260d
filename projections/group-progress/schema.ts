import { Schema } from 'effect';

/** `?lang=de|en` of the PDF; anything else leaves the language of the request. */
const DocumentLang = Schema.transform(Schema.Unknown, Schema.UndefinedOr(Schema.Literal('de', 'en')), {
  strict: true,
  decode: (v) => (v === 'de' || v === 'en' ? v : undefined),
  encode: (v) => v,
});
export const ReportQuery = Schema.Struct({ lang: Schema.optional(DocumentLang) });
