import { Effect, Either, FiberRef, ParseResult, Schema } from 'effect';
import type { Lang, Localized } from '../i18n';
import { HttpError } from './errors';

/**
 * The language a Schema message is formatted in, and whether a localized message was used
 * (ADR 0006): `msg` annotations are effects that read it, so one formatting run yields the text
 * in one language, and `decode` formats the first issue once per language.
 */
interface MessageScope {
  readonly lang: Lang;
  /** The texts `msg` annotations produced in this run (effect also asks a refinement's annotation when its base type failed, then shows its own text). */
  readonly produced: Set<string>;
}
const MessageScope = FiberRef.unsafeMake<MessageScope>({ lang: 'de', produced: new Set() });

/** A Schema `message` / `missingMessage` annotation in both languages; `decode` picks each. */
export const msg = (m: Localized) => () =>
  Effect.map(FiberRef.get(MessageScope), (scope) => {
    scope.produced.add(m[scope.lang]);
    return m[scope.lang];
  });

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The first issue formatted in one language, and whether its text came from a `msg` annotation. */
function firstIssue(error: ParseResult.ParseError, lang: Lang): { issue: ParseResult.ArrayFormatterIssue | undefined; localized: boolean } {
  const scope: MessageScope = { lang, produced: new Set() };
  const issues = Effect.runSync(Effect.locally(ParseResult.ArrayFormatter.formatError(error), MessageScope, scope));
  const issue = issues[0];
  return { issue, localized: !!issue && scope.produced.has(issue.message) };
}

function describe(error: ParseResult.ParseError): { m: Localized; field: string | undefined } {
  const de = firstIssue(error, 'de');
  const issue = de.issue;
  if (!issue) return { m: { de: 'Ungültige Anfrage.', en: 'Invalid request.' }, field: undefined };
  const field = fieldName(issue.path);
  if (de.localized) return { m: { de: issue.message, en: firstIssue(error, 'en').issue?.message ?? issue.message }, field };
  return { m: generic(issue, field), field };
}

function generic(issue: ParseResult.ArrayFormatterIssue, field: string): Localized {
  if (!field) return { de: 'Ungültige Anfrage: erwartet wird ein JSON-Objekt.', en: 'Invalid request: a JSON object is expected.' };
  if (issue._tag === 'Missing') return { de: `Das Feld „${field}“ ist erforderlich.`, en: `The field "${field}" is required.` };
  if (issue._tag === 'Unexpected') return { de: `Das Feld „${field}“ ist nicht erlaubt.`, en: `The field "${field}" is not allowed.` };
  return { de: `Das Feld „${field}“ hat einen ungültigen Wert.`, en: `The field "${field}" has an invalid value.` };
}

/** Decodes unknown input with a Schema; a mismatch becomes a 400 naming the first bad field. */
export function decode<A, I>(schema: Schema.Schema<A, I, never>, input: unknown): A {
  const result = Schema.decodeUnknownEither(schema, { errors: 'first', onExcessProperty: 'ignore' })(input);
  if (Either.isRight(result)) return result.right;
  const { m, field } = describe(result.left);
  throw new HttpError(400, 'validation_failed', m, { field });
}

/** Decoded query strings per schema, by the raw query string: the same page asked again skips the Schema run. */
const decodedQueries = new WeakMap<object, Map<string, unknown>>();
const DECODED_QUERIES_PER_SCHEMA = 500;

/**
 * `decode` of a request's query string, remembered by the raw string (decoding is pure: the same
 * string always gives the same value, which callers only read). Profiled under load, the Schema
 * run was a quarter of the CPU of a cached library page. Failures are not remembered: they throw.
 */
export function decodeQuery<A, I>(schema: Schema.Schema<A, I, never>, ctx: { readonly querystring: string; readonly query: unknown }): A {
  let cache = decodedQueries.get(schema) as Map<string, A> | undefined;
  if (!cache) decodedQueries.set(schema, (cache = new Map<string, A>()));
  const hit = cache.get(ctx.querystring);
  if (hit !== undefined) return hit;
  const value = decode(schema, ctx.query);
  if (cache.size >= DECODED_QUERIES_PER_SCHEMA) cache.delete(cache.keys().next().value!);
  cache.set(ctx.querystring, value);
  return value;
}

/** Common field schemas. */
export const Trimmed = Schema.String.pipe(Schema.transform(Schema.String, { strict: true, decode: (s) => s.trim(), encode: (s) => s }));

export const requiredText = (m: Localized, max = 200) =>
  Trimmed.pipe(Schema.minLength(1, { message: msg(m) }), Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));

/**
 * One addr-spec in dot-atom form (RFC 5322 3.4.1, letters of any script as in RFC 6531): no display
 * name, comment, quoted local part or address list, which a mailer would read as another address.
 */
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');
/** True for one plain e-mail address (the rule of `Email`; the caller trims and lowercases). */
export const isEmailAddress = (s: string): boolean => s.length <= 254 && EMAIL_RE.test(s);

export const Email = Trimmed.pipe(
  Schema.transform(Schema.String, { strict: true, decode: (s) => s.toLowerCase(), encode: (s) => s }),
  Schema.maxLength(254, { message: msg({ de: 'Die E-Mail-Adresse ist zu lang.', en: 'The email address is too long.' }) }),
  Schema.pattern(EMAIL_RE, { message: msg({ de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', en: 'Please enter a valid email address.' }) }),
);

/** `?lang=de|en` of a document (PDF); anything else is undefined, so the request's language applies. */
export const DocumentLang = Schema.transform(Schema.Unknown, Schema.UndefinedOr(Schema.Literal('de', 'en')), {
  strict: true,
  decode: (v) => (v === 'de' || v === 'en' ? v : undefined),
  encode: (v) => v,
});

/** `?page=`: a whole number from 1 to `max`, 1 when absent. */
export const pageParam = (max = 100_000) =>
  Schema.optionalWith(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, max, { message: msg({ de: 'Die Seite muss eine Zahl ab 1 sein.', en: 'The page must be a number from 1.' }) })),
    { default: () => 1 },
  );

/** `?limit=`: a whole number from 1 to `max`, `fallback` when absent; `m` is the message for any other value. */
export const limitParam = (max: number, fallback: number, m: Localized) =>
  Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, max, { message: msg(m) })), { default: () => fallback });
