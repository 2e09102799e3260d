import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, MemoryMailer, startTestApp, type TestApp } from '../support/app';
import type { DbTarget } from '../support/db';
import { seedWorld, type Caller, type World } from '../support/route-world';
import { bodyCases, encodeAny, junkString, queryValue, rawPathJunk, resolve, type BodyCase, type JsonSchema, type SchemaContext } from '../support/openapi-fuzz';
import { fixedClock } from '../../src/platform/clock';

/**
 * The fuzz test (issue 14): fast-check, driven by the OpenAPI document the app serves, calls every
 * operation of the document with path ids of the seeded world and junk (other UUIDs, non-UUIDs,
 * long strings, NUL, lone surrogates, broken percent escapes), query strings per the declared
 * parameters plus junk, unknown and repeated ones, and bodies that fit the request schema or break
 * it (wrong types, missing and extra fields, deep nesting, NUL, over-long text, malformed JSON,
 * wrong content types, too large), as every role of the route × role matrix's world and without a
 * session. Every answer must be below 500; each 5xx is printed with the request that caused it.
 *
 * It runs on one target only, for time: PostgreSQL when DATABASE_URL is set (as CI does), PGlite
 * otherwise; the route × role matrix covers the same world on both.
 *
 *   FUZZ_SEED=<n>   the fast-check seed (printed; every operation's cases derive from it)
 *   FUZZ_RUNS=<n>   total requests to aim for, spread evenly over the operations (default 10,200)
 *   FUZZ_ONLY=<s>   only operations whose `METHOD /path` contains s (to reproduce one failure)
 */

const MASTER = { email: 'master@test.local', password: 'master-secret-1' };
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_200);
const ONLY = process.env.FUZZ_ONLY;
/** Requests in flight per operation. */
const CONCURRENCY = 4;

type Param = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; 'x-roles': string[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

interface Op {
  readonly method: string;
  /** The OpenAPI path, `{id}` style. */
  readonly path: string;
  readonly key: string;
  readonly op: Operation;
}

/** Reads first, then writes, then deletes (deepest path first, companies last), then the callers' own sessions and passwords. */
const OWN_ACCOUNT_LAST = ['PATCH /api/user/profile', 'POST /api/auth/logout', 'PATCH /api/user/change-password'];
function phase(o: Op): number {
  const last = OWN_ACCOUNT_LAST.indexOf(o.key);
  if (last >= 0) return 10 + last;
  if (o.method === 'GET') return 0;
  if (o.method === 'DELETE') return o.path.startsWith('/api/master/companies') ? 3 : 2;
  return 1;
}
const depth = (p: string) => p.split('/').length;

interface Encoded {
  /** The path segment as sent. */
  readonly raw: string;
  /** What it stands for, for the report. */
  readonly shown: string;
}

interface Case {
  readonly caller: number;
  readonly params: readonly Encoded[];
  readonly query: readonly [string, string | string[]][];
  readonly rawQuery: string | null;
  readonly body: BodyCase | MultipartCase | null;
  readonly lang: string | null;
  readonly idempotencyKey: string | null;
}

interface MultipartCase {
  readonly kind: string;
  readonly field: string;
  readonly fileName: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly fields: readonly [string, string][];
}

interface Failure {
  readonly request: string;
  readonly status: number;
  readonly response: string;
}

const clip = (s: string, n = 400) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
const show = (v: unknown) => {
  try {
    return clip(JSON.stringify(v) ?? String(v));
  } catch {
    return '(unprintable)';
  }
};

describe(`the fuzz test on ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  const target: DbTarget = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  let t: TestApp;
  let world: World;
  let doc: Doc;
  let invitationTokens: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { clock: fixedClock('2026-11-24T10:00:00.000Z'), mailer: new MemoryMailer() });
    world = await seedWorld(t, MASTER);
    const api = client(t.baseUrl);
    const res = await api<Doc>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
    // a live invitation link, so the invitation routes meet a real token now and then
    const invited = await api<{ token?: string }>('POST', '/api/users', {
      token: world.company.root.token!,
      body: { email: 'eingeladen@fuzz.de', firstName: 'Ina', lastName: 'Eingeladen', role: 'non-managing', invitation: 'link' },
    });
    expect(invited.status).toBe(201);
    const mails = (t.mailer as MemoryMailer).sent.map((m) => m.text).join('\n');
    invitationTokens = [...mails.matchAll(/invitation\/([A-Za-z0-9_-]{16,})/g)].map((m) => m[1]!);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers every operation of the OpenAPI document below 500, whatever the input and the role', async () => {
    const ops: Op[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(methods)) ops.push({ method: m.toUpperCase(), path, key: `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op });
    const documented = ops.length;
    ops.sort((a, b) => phase(a) - phase(b) || (phase(a) === 2 ? depth(b.path) - depth(a.path) : 0));
    const chosen = ONLY ? ops.filter((o) => `${o.method} ${o.path}`.includes(ONLY) || o.key.includes(ONLY)) : ops;
    const runs = Math.max(1, Math.ceil(TOTAL / documented));
    console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${runs} cases per operation (FUZZ_RUNS=${TOTAL}), ${chosen.length} of ${documented} operations, target ${target}`);

    const w = world;
    const callers = w.callers;
    const callerIds = new Set(callers.map((c) => c.id).filter(Boolean));
    const owned = Object.values(w.own);
    const pools = {
      training: [...owned.map((o) => o.training), w.other.training, w.assigned.training, w.payload.training],
      module: [...owned.map((o) => o.module), w.other.module, w.assigned.module],
      group: [...owned.map((o) => o.group), w.other.group],
      bundle: [...owned.map((o) => o.bundle), w.other.bundle, w.payload.bundle],
      message: [...owned.map((o) => o.message), w.other.message],
      user: [...callerIds, ...Object.values(w.people).map((p) => p.id)],
      person: Object.values(w.people).map((p) => p.id),
      completion: [w.completion],
      tag: [w.tag],
      contact: [w.contactRequest],
      company: [w.company.id],
    };
    const everyId = Object.values(pools).flat();
    /** Ids a destructive route may meet: nobody who calls, not the world's company. */
    const harmless = everyId.filter((id) => !callerIds.has(id) && id !== w.company.id);
    const ctx: SchemaContext = {
      definitions: doc.components.schemas,
      ids: fc.constantFrom(...everyId),
      passwords: fc.constantFrom(...callers.map((c) => c.password), 'falschesPasswort1'),
      emails: fc.constantFrom(...callers.map((c) => c.email)),
      idsFor: (field) => {
        const kind = /^(training|module|group|bundle|user|tag|completion)/.exec(field)?.[1];
        const pool = kind === 'tag' ? [...pools.tag, 'default-brandschutz'] : kind === 'user' ? pools.person : kind ? pools[kind as keyof typeof pools] : undefined;
        return pool?.length ? fc.constantFrom(...pool) : undefined;
      },
    };
    const harmlessCtx: SchemaContext = { ...ctx, ids: fc.constantFrom(...harmless) };

    /** The ids of the world a path parameter of this operation names. */
    async function poolFor(o: Op, name: string): Promise<string[]> {
      const destructive = o.method !== 'GET';
      if (name === 'token') return invitationTokens.length ? invitationTokens : ['ungueltig'];
      if (name === 'companyId') return [w.company.id];
      if (name === 'fileName') return ['nichts.png', 'bild.webp', 'video.webm'];
      if (name === 'trainingId') return pools.training;
      if (name === 'bundleId') return pools.bundle;
      if (name === 'userId') return destructive ? pools.person : pools.user;
      const p = o.path;
      if (p.startsWith('/api/trainings/')) return pools.training;
      if (p.startsWith('/api/training-modules/')) return pools.module;
      if (p.startsWith('/api/user-groups/')) return pools.group;
      if (p.startsWith('/api/training-bundles/')) return pools.bundle;
      if (p.startsWith('/api/changelog/')) return pools.message;
      if (p.startsWith('/api/users/')) return [...pools.person, await w.fresh.user(), await w.fresh.user()];
      if (p.startsWith('/api/company/training-tags/')) return [...pools.tag, await w.fresh.tag()];
      if (p.startsWith('/api/completions/')) return pools.completion;
      if (p.startsWith('/api/master/contact-requests/')) return pools.contact;
      if (p.startsWith('/api/master/companies/')) return destructive ? [await w.fresh.company(), await w.fresh.company()] : pools.company;
      return everyId;
    }

    function segment(pool: string[], destructive: boolean): fc.Arbitrary<Encoded> {
      const enc = (s: string): Encoded => ({ raw: encodeAny(s), shown: JSON.stringify(s) });
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...pool).map(enc) },
        { weight: 1, arbitrary: fc.constantFrom(...(destructive ? harmless : everyId)).map(enc) },
        { weight: 1, arbitrary: fc.uuid().map(enc) },
        { weight: 2, arbitrary: junkString.filter((s) => s.length > 0).map(enc) },
        { weight: 1, arbitrary: rawPathJunk.map((raw) => ({ raw, shown: `raw ${raw}` })) },
      );
    }

    const multipart: fc.Arbitrary<MultipartCase> = fc.record({
      kind: fc.constantFrom('multipart'),
      field: fc.constantFrom('file', 'file', 'video', 'image', 'anders'),
      fileName: fc.oneof(fc.constantFrom('nutzer.csv', 'nutzer.xlsx', 'bild.png', 'film.webm', '../../etc/passwd', ''), junkString),
      type: fc.constantFrom('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'image/png', 'image/jpeg', 'video/webm', 'application/octet-stream', ''),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2000 }),
        fc.array(fc.tuple(junkString, junkString, fc.emailAddress()), { maxLength: 6 }).map((rows) =>
          new TextEncoder().encode(['email;firstName;lastName;role;group', ...rows.map(([a, b, e]) => `${e};${a};${b};non-managing;${a}`)].join('\n')),
        ),
        fc.constantFrom(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])),
      ),
      fields: fc.array(fc.tuple(fc.constantFrom('title', 'trim', 'name', 'x'), junkString), { maxLength: 3 }),
    });

    async function caseArbitrary(o: Op): Promise<fc.Arbitrary<Case>> {
      const params = o.op.parameters ?? [];
      const destructive = o.method !== 'GET';
      const segments = await Promise.all(params.filter((p) => p.in === 'path').map(async (p) => segment(await poolFor(o, p.name), destructive)));
      const declared = params.filter((p) => p.in === 'query');
      const opCtx = destructive ? harmlessCtx : ctx;
      const query = fc
        .tuple(
          fc.tuple(...declared.map((p) => fc.option(queryValue(p.schema ?? {}, p.name, opCtx), { nil: undefined, freq: 2 }))),
          fc.array(fc.tuple(junkString, fc.oneof(junkString, fc.array(junkString, { minLength: 2, maxLength: 3 }))), { maxLength: 2 }),
        )
        .map(([values, unknown]) => [...declared.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, values[i]] as [string, string | string[]]])), ...unknown]);
      const content = o.op.requestBody?.content ?? {};
      const json = content['application/json'];
      const body: fc.Arbitrary<BodyCase | MultipartCase | null> = content['multipart/form-data']
        ? fc.oneof({ weight: 4, arbitrary: multipart }, { weight: 2, arbitrary: bodyCases({}, opCtx) }, { weight: 1, arbitrary: fc.constant(null) })
        : json
          ? fc.oneof({ weight: 12, arbitrary: bodyCases(resolve(json.schema, ctx.definitions), opCtx) }, { weight: 1, arbitrary: fc.constant(null) })
          : o.method === 'GET'
            ? fc.constant(null) // fetch sends no body with GET
            : fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: bodyCases({}, opCtx) });
      return fc.record({
        caller: fc.nat(callers.length - 1),
        params: segments.length ? fc.tuple(...segments) : fc.constant([]),
        query,
        rawQuery: fc.option(fc.constantFrom('&&=&', '%zz=%', 'a=%00', '=', 'page[]=1', 'x=%ED%A0%80', '__proto__=1', 'page=1&page=', 'limit=1e400'), { freq: 8 }),
        body,
        lang: fc.option(fc.constantFrom('de', 'en', 'en-US,en;q=0.9', 'fr', '*', '', 'xx;q=abc', 'de-DE'), { freq: 2 }),
        idempotencyKey: o.method === 'POST' ? fc.option(fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), fc.constantFrom('doppelt', 'doppelt', ' ')), { freq: 4 }) : fc.constant(null),
      });
    }

    const failures: Failure[] = [];
    const calls = new Map<string, number>();
    const successes = new Map<string, number>();
    let requests = 0;
    const started = Date.now();
    const times: [string, number][] = [];

    async function send(o: Op, c: Case | { tooLarge: true; caller: Caller }): Promise<void> {
      const caller = 'tooLarge' in c ? c.caller : callers[c.caller]!;
      let token = caller.token;
      if (o.key === 'POST /api/auth/logout' && token) token = await freshToken(caller);
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      let path = o.path;
      let body: string | FormData | undefined;
      let shownBody = '';
      if ('tooLarge' in c) {
        body = JSON.stringify({ x: 'x'.repeat(1_100_000) });
        headers['Content-Type'] = 'application/json';
        shownBody = 'too large (1.1 MB JSON)';
      } else {
        let i = 0;
        path = o.path.replace(/\{\w+\}/g, () => c.params[i++]!.raw);
        const q = c.query.flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeAny(k)}=${encodeAny(x)}`));
        if (c.rawQuery) q.push(c.rawQuery);
        if (q.length) path += `?${q.join('&')}`;
        if (c.lang !== null) headers['Accept-Language'] = c.lang;
        if (c.idempotencyKey !== null) headers['Idempotency-Key'] = c.idempotencyKey;
        const b = c.body;
        if (b && 'bytes' in b) {
          const form = new FormData();
          for (const [k, v] of b.fields) form.append(k, v);
          form.append(b.field, new Blob([new Uint8Array(b.bytes)], { type: b.type }), b.fileName);
          body = form;
          shownBody = `multipart ${b.field}=${JSON.stringify(b.fileName)} (${b.type}, ${b.bytes.length} bytes) fields ${show(b.fields)}`;
        } else if (b && 'raw' in b) {
          body = b.raw;
          if (b.contentType !== null) headers['Content-Type'] = b.contentType;
          shownBody = `${b.kind} [${b.contentType}] ${clip(b.raw)}`;
        } else if (b) {
          body = JSON.stringify(b.json);
          headers['Content-Type'] = 'application/json';
          shownBody = `${b.kind} ${show(b.json)}`;
        }
      }
      const request = `${o.method} ${path}${shownBody ? `\n    body: ${shownBody}` : ''}\n    as ${caller.role}${'params' in c && c.params.length ? `, path ids ${c.params.map((p) => p.shown).join(', ')}` : ''}`;
      requests++;
      calls.set(o.key, (calls.get(o.key) ?? 0) + 1);
      try {
        const res = await fetch(t.baseUrl + path, { method: o.method, headers, body: body ?? null, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
        const text = await res.text();
        if (res.status < 300) successes.set(o.key, (successes.get(o.key) ?? 0) + 1);
        if (res.status >= 500) failures.push({ request, status: res.status, response: clip(text, 600) });
      } catch (err) {
        failures.push({ request, status: 0, response: `no answer: ${(err as Error).message} ${String((err as Error & { cause?: unknown }).cause ?? '')}` });
      }
    }

    for (const [index, o] of chosen.entries()) {
      const opStarted = Date.now();
      const cases = fc.sample(await caseArbitrary(o), { seed: SEED + index, numRuns: runs });
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < cases.length) await send(o, cases[next++]!);
        }),
      );
      if (o.op.requestBody?.content['application/json']) await send(o, { tooLarge: true, caller: callers[index % callers.length]! });
      times.push([o.key, Date.now() - opStarted]);
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const roles = new Set(callers.map((c) => c.role));
    if (process.env.FUZZ_TIMES) console.log(times.sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, ms]) => `${ms} ms ${k} (${successes.get(k) ?? 0} 2xx)`).join('\n'));
    if (process.env.FUZZ_VERBOSE) console.log(`operations that never answered 2xx: ${chosen.filter((o) => !successes.get(o.key)).map((o) => o.key).join(', ')}`);
    if (failures.length) console.log(`fuzz failures (seed ${SEED}):\n${failures.map((f) => `  ${f.status} ${f.request}\n    → ${f.response}`).join('\n')}`);
    console.log(`fuzz: ${requests} requests, ${calls.size} routes, roles ${roles.size - 1} and no session (${[...roles].join(', ')}), 5xx: ${failures.length} (${target}, seed ${SEED}, ${seconds} s)`);

    expect(failures.map((f) => `${f.status} ${f.request}`)).toEqual([]);
    // every operation of the document was called
    expect(chosen.filter((o) => !calls.get(o.key)).map((o) => o.key)).toEqual([]);
    if (!ONLY) {
      expect(calls.size).toBe(documented);
      expect(requests).toBeGreaterThanOrEqual(Math.min(TOTAL, 10_000));
    }
  }, 900_000);

  async function freshToken(c: Caller): Promise<string | undefined> {
    const res = await client(t.baseUrl)<{ token: string }>('POST', '/api/auth/login', { body: { email: c.email, password: c.password } });
    return res.body?.token;
  }
});
