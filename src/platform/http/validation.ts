import { Either, ParseResult, Schema } from 'effect';
import type { Localized } from '../i18n';
import { HttpError } from './errors';

const PREFIX = 'i18n:';

/** A Schema `message` annotation carrying both languages; the error mapper picks one. */
export const msg = (m: Localized) => () => PREFIX + JSON.stringify(m);

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function describe(issue: ParseResult.ArrayFormatterIssue): Localized {
  if (issue.message.startsWith(PREFIX)) return JSON.parse(issue.message.slice(PREFIX.length)) as Localized;
  const field = fieldName(issue.path);
  if (!field) return { de: 'Ungültige Anfrage: erwartet wird ein JSON-Objekt.', en: 'Invalid request: a JSON object is expected.' };
  if (issue._tag === 'Missing') return { de: `Das Feld „${field}“ ist erforderlich.`, en: `The field "${field}" is required.` };
  if (issue._tag === 'Unexpected') return { de: `Das Feld „${field}“ ist nicht erlaubt.`, en: `The field "${field}" is not allowed.` };
  return { de: `Das Feld „${field}“ hat einen ungültigen Wert.`, en: `The field "${field}" has an invalid value.` };
}

/** Decodes unknown input with a Schema; a mismatch becomes a 400 naming the first bad field. */
export function decode<A, I>(schema: Schema.Schema<A, I, never>, input: unknown): A {
  const result = Schema.decodeUnknownEither(schema, { errors: 'first', onExcessProperty: 'ignore' })(input);
  if (Either.isRight(result)) return result.right;
  const issues = ParseResult.ArrayFormatter.formatErrorSync(result.left);
  const first = issues[0];
  const m = first ? describe(first) : { de: 'Ungültige Anfrage.', en: 'Invalid request.' };
  throw new HttpError(400, 'validation_failed', m, { field: first ? fieldName(first.path) : undefined });
}

/** Common field schemas. */
export const Trimmed = Schema.String.pipe(Schema.transform(Schema.String, { strict: true, decode: (s) => s.trim(), encode: (s) => s }));

export const requiredText = (m: Localized, max = 200) =>
  Trimmed.pipe(Schema.minLength(1, { message: msg(m) }), Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = Trimmed.pipe(
  Schema.transform(Schema.String, { strict: true, decode: (s) => s.toLowerCase(), encode: (s) => s }),
  Schema.maxLength(254, { message: msg({ de: 'Die E-Mail-Adresse ist zu lang.', en: 'The email address is too long.' }) }),
  Schema.pattern(EMAIL_RE, { message: msg({ de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', en: 'Please enter a valid email address.' }) }),
);
