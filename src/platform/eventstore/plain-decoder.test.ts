import { Either, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { NO_FIT, plainDecoder } from './plain-decoder';
import { defineEvents } from './codec';

// the kinds of schema the modules' event payloads are made of
const Localized = Schema.Union(Schema.String, Schema.Record({ key: Schema.String, value: Schema.String }));
const Payload = Schema.Struct({
  id: Schema.String,
  companyId: Schema.NullOr(Schema.String),
  groupId: Schema.optional(Schema.String),
  role: Schema.Literal('root', 'manager'),
  count: Schema.Number,
  flag: Schema.Boolean,
  title: Localized,
  ids: Schema.Array(Schema.String),
  interval: Schema.Tuple(Schema.Number, Schema.Number),
  nested: Schema.Struct({ name: Schema.String, note: Schema.optional(Schema.NullOr(Schema.String)) }),
  rows: Schema.Array(Schema.Struct({ a: Schema.Number, b: Schema.NullOr(Schema.Number) })),
  partial: Schema.partial(Schema.Struct({ x: Schema.String, y: Schema.Boolean })),
});

const valid: unknown[] = [
  {
    id: 'a',
    companyId: null,
    role: 'root',
    count: 1.5,
    flag: false,
    title: 'T',
    ids: [],
    interval: [0, 2],
    nested: { name: 'n' },
    rows: [],
    partial: {},
  },
  {
    // fields in another order, excess fields (left out by effect), optional ones present
    partial: { y: true, x: 'x', z: 1 },
    rows: [{ b: null, a: 1, c: 'excess' }],
    nested: { note: null, name: 'n', extra: true },
    interval: [1, 2],
    ids: ['x', 'y'],
    title: { en: 'T', de: 'T' },
    flag: true,
    count: -0,
    role: 'manager',
    groupId: 'g',
    companyId: 'c',
    id: 'b',
    excess: { deep: [1] },
  },
  { id: 'c', companyId: 'c', groupId: undefined, role: 'root', count: 0, flag: true, title: {}, ids: ['1'], interval: [1, 1], nested: { name: '', note: undefined }, rows: [{ a: 0, b: 2 }], partial: { x: undefined } },
];

const invalid: unknown[] = [
  null,
  'x',
  [],
  { ...(valid[0] as object), id: 1 },
  { ...(valid[0] as object), companyId: undefined },
  { ...(valid[0] as object), role: 'admin' },
  { ...(valid[0] as object), title: { de: 1 } },
  { ...(valid[0] as object), ids: ['a', 2] },
  { ...(valid[0] as object), interval: [1] },
  { ...(valid[0] as object), interval: [1, 2, 3] },
  { ...(valid[0] as object), nested: { note: 'x' } },
  { ...(valid[0] as object), rows: [{ a: '1', b: null }] },
  { ...(valid[0] as object), partial: { y: 'no' } },
  Object.fromEntries(Object.entries(valid[0] as object).filter(([k]) => k !== 'flag')),
];

describe('plainDecoder', () => {
  const fast = plainDecoder(Payload.ast)!;
  const effect = Schema.decodeUnknownEither(Payload);

  it('returns what effect returns for data that fits: fresh objects, declared fields in declared order, no excess fields', () => {
    for (const u of valid) {
      const expected = effect(u);
      expect(Either.isRight(expected)).toBe(true);
      const got = fast(u);
      expect(got).not.toBe(NO_FIT);
      expect(got).toStrictEqual(Either.getOrThrow(expected));
      // the same key order, to the serialized bytes
      expect(JSON.stringify(got)).toBe(JSON.stringify(Either.getOrThrow(expected)));
      expect(got).not.toBe(u);
    }
  });

  it('does not take data that effect refuses', () => {
    for (const u of invalid) {
      expect(Either.isLeft(effect(u))).toBe(true);
      expect(fast(u)).toBe(NO_FIT);
    }
  });

  it('leaves schemas that transform or refine, and unions of several objects, to effect', () => {
    expect(plainDecoder(Schema.Struct({ at: Schema.Date }).ast)).toBeUndefined();
    expect(plainDecoder(Schema.Struct({ n: Schema.NonEmptyString }).ast)).toBeUndefined();
    expect(plainDecoder(Schema.Union(Schema.Struct({ a: Schema.String }), Schema.Struct({ b: Schema.String })).ast)).toBeUndefined();
    expect(plainDecoder(Schema.Struct({ a: Schema.String }, Schema.Record({ key: Schema.String, value: Schema.String })).ast)).toBeUndefined();
  });

  it('is what a codec decodes with; data that does not fit still fails with effect message', () => {
    const codec = defineEvents({ 'test.Happened': { version: 1, schema: Payload } });
    expect(codec.decode({ type: 'test.Happened', schemaVersion: 1, data: valid[1] }).data).toStrictEqual(Either.getOrThrow(effect(valid[1])));
    expect(() => codec.decode({ type: 'test.Happened', schemaVersion: 1, data: invalid[3] })).toThrow(/Stored event test.Happened does not decode: .*id/s);
  });
});
