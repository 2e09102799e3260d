import { describe, it, expect } from 'vitest';
import { Schema } from 'effect';
import { decode, decodeQuery, msg, requiredText, Email, pageParam } from './validation';
import { HttpError } from './errors';

function failure<A, I>(schema: Schema.Schema<A, I, never>, input: unknown): HttpError {
  try {
    decode(schema, input);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('decoded');
}

const Body = Schema.Struct({
  title: requiredText({ de: 'Titel ist erforderlich', en: 'Title is required' }),
  email: Schema.optional(Email),
  count: Schema.optional(Schema.Number),
  password: Schema.propertySignature(Schema.String).annotations({ missingMessage: msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' }) }),
});

describe('decode', () => {
  it('returns the decoded value', () => {
    expect(decode(Body, { title: '  Brandschutz ', password: 'x', extra: 1 })).toEqual({ title: 'Brandschutz', password: 'x' });
  });

  it('answers a localized message annotation in both languages, naming the field', () => {
    const err = failure(Body, { title: '   ', password: 'x' });
    expect(err.status).toBe(400);
    expect(err.code).toBe('validation_failed');
    expect(err.messages).toEqual({ de: 'Titel ist erforderlich', en: 'Title is required' });
    expect(err.extra.field).toBe('title');
  });

  it('answers a localized missing-message annotation', () => {
    const err = failure(Body, { title: 'A' });
    expect(err.messages).toEqual({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' });
    expect(err.extra.field).toBe('password');
  });

  it('falls back to generic texts naming the field when no message is annotated', () => {
    expect(failure(Body, { title: 'A', password: 'x', count: 'three' }).messages).toEqual({
      de: 'Das Feld „count“ hat einen ungültigen Wert.',
      en: 'The field "count" has an invalid value.',
    });
    expect(failure(Schema.Struct({ name: Schema.String }), {}).messages).toEqual({ de: 'Das Feld „name“ ist erforderlich.', en: 'The field "name" is required.' });
    expect(failure(Body, 'not an object').messages.de).toBe('Ungültige Anfrage: erwartet wird ein JSON-Objekt.');
  });

  it('answers the generic text when the base type of an annotated refinement fails (effect asks the annotation, then shows its own English text)', () => {
    const Limited = Schema.Struct({ text: Schema.String.pipe(Schema.maxLength(5, { message: msg({ de: 'Zu lang.', en: 'Too long.' }) })) });
    expect(failure(Limited, { text: { text: { text: 'x' } } }).messages).toEqual({
      de: 'Das Feld „text“ hat einen ungültigen Wert.',
      en: 'The field "text" has an invalid value.',
    });
    expect(failure(Limited, { text: 'zu lang' }).messages).toEqual({ de: 'Zu lang.', en: 'Too long.' });
  });

  it('keeps an annotated message of a nested field', () => {
    const err = failure(Body, { title: 'A', password: 'x', email: 'nope' });
    expect(err.messages).toEqual({ de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', en: 'Please enter a valid email address.' });
    expect(err.extra.field).toBe('email');
  });
});

describe('Email', () => {
  const ok = (email: string) => decode(Schema.Struct({ email: Email }), { email });
  const bad = (email: string) => failure(Schema.Struct({ email: Email }), { email }).messages.de;

  it('accepts one plain address, lower-cased and trimmed, in any script', () => {
    expect(ok(' Anna.Schmidt@Muster-Bau.de ')).toEqual({ email: 'anna.schmidt@muster-bau.de' });
    expect(ok('a+unterweisung@x.io').email).toBe('a+unterweisung@x.io');
    expect(ok('jörg@bäckerei-müller.de').email).toBe('jörg@bäckerei-müller.de');
  });

  it('refuses display names, comments, quoted parts, lists and malformed domains', () => {
    for (const email of ['Anna <anna@x.de>', 'anna@x.de (Kommentar)', '"a b"@x.de', 'a@b@x.de', 'a,b@x.de', 'a..b@x.de', '.a@x.de', 'a@x', 'a@-x.de', 'a@x..de', 'a@x.de;b@y.de']) {
      expect(bad(email), email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    }
  });
});

describe('decodeQuery', () => {
  const Query = Schema.Struct({ page: pageParam(), search: Schema.optionalWith(Schema.String, { default: () => '' }) });
  const ctx = (querystring: string) => ({ querystring, query: Object.fromEntries(new URLSearchParams(querystring)) });

  it('decodes like decode and answers the same query string with the value decoded before', () => {
    const first = decodeQuery(Query, ctx('page=2&search=a'));
    expect(first).toEqual({ page: 2, search: 'a' });
    expect(decodeQuery(Query, ctx('page=2&search=a'))).toBe(first);
    expect(decodeQuery(Query, ctx('page=3'))).toEqual({ page: 3, search: '' });
  });

  it('refuses a bad query string every time (a failure is not remembered)', () => {
    for (let i = 0; i < 2; i++) expect(() => decodeQuery(Query, ctx('page=0'))).toThrow(HttpError);
  });
});
