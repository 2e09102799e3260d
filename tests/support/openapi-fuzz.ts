import fc from 'fast-check';

/**
 * fast-check arbitraries derived from the OpenAPI document the app serves (the fuzz test, issue 14):
 * values that fit a JSON Schema (type, enum, const, anyOf, required, min/max, formats, patterns)
 * and junk that does not (wrong types, missing and extra fields, deep nesting, NUL characters,
 * lone surrogates, over-long text), plus encoders that can put any string into a URL.
 */

export type JsonSchema = { readonly [key: string]: unknown };

export interface SchemaContext {
  /** `components.schemas` of the document, for `$ref`. */
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  /** Ids of the seeded world, for fields that name an object (`…Id`, `format: uuid`). */
  readonly ids: fc.Arbitrary<string>;
  /** Ids of the kind a field names (`trainingId`, `userIds` …), when the world has that kind. */
  readonly idsFor?: (field: string) => fc.Arbitrary<string> | undefined;
  /** Passwords that are right somewhere (the callers'), for password fields. */
  readonly passwords: fc.Arbitrary<string>;
  /** Addresses that exist (the callers'), for e-mail fields. */
  readonly emails: fc.Arbitrary<string>;
}

export function resolve(s: JsonSchema, defs: Readonly<Record<string, JsonSchema>>): JsonSchema {
  const ref = s.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return defs[ref.slice('#/components/schemas/'.length)] ?? {};
  return s;
}

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83D', '\uDE00b'];
/** Characters that break careless code: NUL, lone surrogates, control characters, RTL marks, emoji, combining marks. */
const NASTY = ['\u0000', ...LONE_SURROGATES, '\u0001', '\u001f', '\u007f', '\u202e', '\uFEFF', '😀', 'e\u0301', '\u2028', '%', '%00', '%zz', '\\', '"', "'", '<script>', '../', '${x}', '{{x}}', "' OR 1=1 --", '\r\n'];

/** One unit of junk text: any code point (astral ones included), a lone surrogate or a nasty snippet. */
const junkUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);

/** Junk text: short unicode with NUL and lone surrogates, empty, blank, or over-long. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: junkUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ', '\t\n', 'null', 'undefined', 'NaN', '-1', '0', '1e309', 'true', '[]', '{}') },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(300, 5_000, 70_000), fc.constantFrom('x', 'ä', '😀', '\u0000')).map(([n, c]) => c.repeat(n)) },
);

/** A value of any JSON type, with junk strings. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkString, { maxLength: 4 }),
  fc.dictionary(junkString, junkString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value nested `depth` times in arrays or objects, with unsafe text at the bottom. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 20, max: 300 }), fc.boolean(), fc.constantFrom('\u0000', '\uD800', 'tief', 'a\u0000b'))
  .map(([depth, arrays, leaf]) => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { k: v, [leaf]: i };
    return v;
  });

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  return [];
}

function stringFor(s: JsonSchema, name: string, ctx: SchemaContext): fc.Arbitrary<string> {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  const fits = (v: string) => v.length >= minLength && (maxLength === undefined || v.length <= maxLength);
  const options: fc.Arbitrary<string>[] = [];
  // the route Schemas check more than their JSON Schema says (non-blank names, plain addresses): plain words get past that
  const word = fc.stringMatching(/^[A-Za-zäöüß]{2,12}$/);
  options.push(fc.tuple(word, fc.option(word, { nil: undefined })).map(([a, b]) => (b ? `${a} ${b}` : a)).filter(fits));
  if (/^(page|limit)$/.test(name)) options.push(fc.integer({ min: 1, max: 200 }).map(String));
  if (s.format === 'email' || /e-?mail/i.test(name))
    options.push(fc.emailAddress().filter(fits), ctx.emails.filter(fits), fc.tuple(word, word).map(([a, b]) => `${a}.${b}@fuzz.de`.toLowerCase()).filter(fits));
  if (s.format === 'uuid' || /(^id$|Id$|Ids$)/.test(name)) {
    const kind = ctx.idsFor?.(name);
    if (kind) options.push(kind.filter(fits), kind.filter(fits));
    options.push(ctx.ids.filter(fits), fc.uuid().filter(fits));
  }
  if (s.format === 'date-time' || /(^from$|^to$|At$|asOf)/.test(name))
    options.push(
      fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()).filter(fits),
      fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)).filter(fits),
    );
  if (s.format === 'date') options.push(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (/password/i.test(name)) options.push(ctx.passwords.filter(fits));
  if (typeof s.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(s.pattern)).filter(fits));
    } catch {
      // a pattern JavaScript cannot read: plain strings below
    }
  }
  options.push(fc.string({ minLength, maxLength: Math.min(maxLength ?? 40, Math.max(minLength, 60)) }));
  return fc.oneof(...options);
}

/** Values that fit the schema (as far as JSON Schema says; ids and passwords come from the world). */
export function validValue(schema: JsonSchema, ctx: SchemaContext, name = '', depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx.definitions);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) return fc.oneof(...alternatives.map((a) => validValue(a, ctx, name, depth + 1)));
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...s, type }, ctx, name, depth + 1)));
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  switch (types[0]) {
    case 'string':
      return stringFor(s, name, ctx);
    case 'integer':
      return fc.integer({ min: min ?? -1_000_000, max: max ?? 1_000_000 });
    case 'number':
      return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minItems = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxItems = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 5, Math.max(minItems, 5));
      if (Array.isArray(s.prefixItems)) return fc.tuple(...(s.prefixItems as JsonSchema[]).map((p) => validValue(p, ctx, name, depth + 1)));
      const items = s.items && typeof s.items === 'object' ? (s.items as JsonSchema) : {};
      return fc.array(validValue(items, ctx, name.replace(/s$/, ''), depth + 1), { minLength: minItems, maxLength: maxItems });
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, p] of Object.entries(props)) model[key] = validValue(p, ctx, key, depth + 1);
      if (!Object.keys(model).length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
    default:
      // an open schema (`unknown` in the route Schema): any JSON, now and then with junk text
      return depth > 4 ? fc.jsonValue({ maxDepth: 1 }) : fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, { weight: 1, arbitrary: junkValue });
  }
}

/** A string field path inside a value (so a mutation can reach nested fields). */
function stringPaths(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = [], depth = 0): (string | number)[][] {
  if (typeof v === 'string') out.push(path);
  else if (v && typeof v === 'object' && depth < 6) for (const [k, x] of Object.entries(v)) stringPaths(x, [...path, Array.isArray(v) ? Number(k) : k], out, depth + 1);
  return out;
}

function setAt(v: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const key = path[0]!;
  if (Array.isArray(v)) {
    const copy: unknown[] = [...(v as unknown[])];
    copy[Number(key)] = setAt(copy[Number(key)], path.slice(1), value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  copy[String(key)] = setAt(copy[String(key)], path.slice(1), value);
  return copy;
}

export type BodyCase =
  | { readonly kind: string; readonly json: unknown }
  | { readonly kind: string; readonly raw: string; readonly contentType: string | null };

const MALFORMED_JSON = ['{', '{"a":', '[1,2', "{'a':1}", '{"a":1}}', 'nul', '\u0000', '{"a":"\u0000"}', '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', ' ', '1e99999', '{"a":1,"a":2}', '\uFEFF{}', '{"\\u0000":1}'];

/**
 * The JSON bodies of one operation: valid ones (from the request schema) and broken ones. The
 * `kind` says which, for the failure report.
 */
export function bodyCases(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<BodyCase> {
  const s = resolve(schema, ctx.definitions);
  const valid = validValue(s, ctx);
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  const keys = Object.keys((s.properties ?? {}) as object);
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((json) => ({ kind: 'valid', json })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat(), junkValue).map(([v, i, junk]) => {
        const key = keys.length ? keys[i % keys.length]! : 'x';
        return { kind: `wrong type of ${key}`, json: { ...obj(v), [key]: junk } };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, i]) => {
        const o = { ...obj(v) };
        const key = required.length ? required[i % required.length]! : keys[i % Math.max(1, keys.length)];
        if (key) delete o[key];
        return { kind: `missing ${key ?? 'nothing'}`, json: o };
      }),
    },
    { weight: 1, arbitrary: fc.tuple(valid, fc.dictionary(junkString, junkValue, { minKeys: 1, maxKeys: 4 })).map(([v, extra]) => ({ kind: 'extra properties', json: { ...extra, ...obj(v) } })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat(), fc.oneof(junkString, fc.constantFrom(...NASTY))).map(([v, i, text]) => {
        const paths = stringPaths(v);
        return paths.length ? { kind: 'junk text in a field', json: setAt(v, paths[i % paths.length]!, text) } : { kind: 'junk text', json: text };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat(), deepValue).map(([v, i, deep]) => {
        const key = keys.length ? keys[i % keys.length]! : 'x';
        return { kind: `deep nesting in ${key}`, json: { ...obj(v), [key]: deep } };
      }),
    },
    { weight: 1, arbitrary: junkValue.map((json) => ({ kind: 'junk value', json })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ kind: 'malformed JSON', raw, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/vnd.api+json', '', null))
        .map(([v, contentType]) => ({ kind: 'wrong content type', raw: contentType === 'application/x-www-form-urlencoded' ? 'a=1&b=%00&c[d]=e' : JSON.stringify(v), contentType })),
    },
  );
}

/** A query value for a declared parameter: a fitting one, junk, or repeated (an array to the server). */
export function queryValue(schema: JsonSchema, name: string, ctx: SchemaContext): fc.Arbitrary<string | string[]> {
  const fitting = validValue(schema, ctx, name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof(
    { weight: 5, arbitrary: fitting },
    { weight: 1, arbitrary: fc.constantFrom('1', '0', '-1', '2', '1000000', '1.5', 'abc', 'true', '9'.repeat(40), '2026-02-30', '2026-11-24T10:00:00Z') },
    { weight: 2, arbitrary: junkString },
    { weight: 1, arbitrary: fc.array(fc.oneof(fitting, junkString), { minLength: 2, maxLength: 3 }) },
  );
}

/** Percent-encodes any string, lone surrogates included (as their WTF-8 bytes, which are not UTF-8). */
export function encodeAny(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s[i]! + s[i + 1]!);
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(s[i]!);
  }
  return out;
}

/** Raw URL junk that is not an encoding of anything: broken percent escapes, invalid UTF-8, dot segments. */
export const rawPathJunk = fc.constantFrom('%', '%zz', '%C0%AF', '%FF', '%ED%A0%80', '..', '.', '%2e%2e', '%2F', 'a%00b', '%E2%82');
