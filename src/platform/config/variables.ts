import path from 'node:path';
import { Either, Option, ParseResult, Schema } from 'effect';

/**
 * The vocabulary of the configuration: each environment variable is a field of a Schema Struct
 * whose encoded side is the variable's text. A field says what the variable accepts (the
 * `accepts` annotation, used in the error line) and what an unset or empty variable means.
 */

/** The environment as the process sees it (or a test passes it). */
export type Env = Readonly<Record<string, string | undefined>>;

/** A setting that makes start-up impossible; the message is one line naming the variable and what it accepts. */
export class ConfigError extends Error {}

/**
 * Variables whose value is never printed: secrets, and connection strings that may carry a
 * password. Their error line says what they accept without quoting them.
 */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set(['MEDIA_SECRET', 'MASTER_PASSWORD', 'KAFKA_SASL_PASSWORD', 'SMTP_URL', 'DATABASE_URL', 'KURRENTDB_URL']);

/** What a variable accepts, as the error line says it: `<NAME> must be <text>`. */
export const accepts =
  (text: string) =>
  <S extends Schema.Schema.Any>(schema: S): S =>
    schema.annotations({ message: () => ({ message: text, override: true }) }) as S;

/** Set to something other than blanks. */
const present = (o: Option.Option<string>) => Option.filter(o, (s) => s.trim() !== '');

/** Unset or empty: `text` (the default, written as the variable would be); otherwise `schema` decodes the value. */
export const withDefault = <A>(schema: Schema.Schema<A, string>, text: string) =>
  Schema.optionalToRequired(Schema.String, schema, {
    decode: (o) => Option.getOrElse(present(o), () => text),
    encode: (s) => Option.some(s),
  });

/** Unset or empty: undefined (the assembly decides, e.g. from another variable); otherwise `schema` decodes the value. */
export const optional = <A>(schema: Schema.Schema<A, string>) =>
  Schema.optionalToRequired(Schema.String, Schema.UndefinedOr(schema), {
    decode: (o) => Option.getOrUndefined(present(o)),
    encode: (s) => Option.fromNullable(s),
  });

/** Unset: undefined; set, even to the empty string, `schema` decodes the text (for variables where empty means something). */
export const optionalKeepEmpty = <A>(schema: Schema.Schema<A, string>) =>
  Schema.optionalToRequired(Schema.String, Schema.UndefinedOr(schema), {
    decode: (o) => Option.getOrUndefined(o),
    encode: (s) => Option.fromNullable(s),
  });

/** Any text, as given. */
export const Text = Schema.String;

/** A number above zero (`0.5`, `12`). */
export const PositiveNumber = Schema.NumberFromString.pipe(Schema.positive(), accepts('a positive number'));

/** A whole number of at least `min`. */
export const IntegerAtLeast = (min: number) =>
  Schema.NumberFromString.pipe(Schema.int(), Schema.greaterThanOrEqualTo(min), accepts(`a whole number of at least ${min}`));

/** A number of at least `min`. */
export const NumberAtLeast = (min: number) => Schema.NumberFromString.pipe(Schema.greaterThanOrEqualTo(min), accepts(`a number of at least ${min}`));

/** `1`/`true` or `0`/`false`. */
export const Flag = Schema.transformOrFail(Schema.String, Schema.Boolean, {
  strict: true,
  decode: (s, _, ast) => (s === '1' || s === 'true' ? ParseResult.succeed(true) : s === '0' || s === 'false' ? ParseResult.succeed(false) : ParseResult.fail(new ParseResult.Type(ast, s))),
  encode: (b) => ParseResult.succeed(b ? '1' : '0'),
}).pipe(accepts('1 or 0'));

/** A directory, made absolute against the working directory. */
export const Directory = Schema.transform(Schema.String, Schema.String, { strict: true, decode: (s) => path.resolve(s), encode: (s) => s });

/** An http(s) address. */
export const HttpUrl = Schema.String.pipe(
  Schema.filter((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol)),
  accepts('an http(s) address (e.g. https://schulung.example.com)'),
);

/** One of the given words, in any case, blanks around it ignored. */
export const OneOf = <const W extends readonly [string, ...string[]]>(...words: W) =>
  Schema.compose(Schema.compose(Schema.Trim, Schema.Lowercase), Schema.Literal(...words)).pipe(
    accepts(words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`),
  );

/**
 * Decodes the environment with the Struct of every variable. The first bad variable stops it
 * with one line: `NAME must be <what it accepts> (got "<value>").`, the value left out for secrets.
 */
export function decodeVariables<A, I>(schema: Schema.Schema<A, I>, env: Env): A {
  const result = Schema.decodeUnknownEither(schema, { errors: 'first', onExcessProperty: 'ignore' })(env);
  if (Either.isRight(result)) return result.right;
  const issue = ParseResult.ArrayFormatter.formatErrorSync(result.left)[0];
  const name = String(issue?.path[0] ?? 'the environment');
  const raw = env[name];
  const got = SECRET_VARIABLES.has(name) || raw === undefined ? '' : ` (got "${raw}")`;
  throw new ConfigError(`${name} must be ${issue?.message ?? 'valid'}${got}.`);
}
