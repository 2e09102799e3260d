/**
 * Event store benchmark: `npm run bench` (tsx bench/run.ts).
 *
 * For PGlite (always) and PostgreSQL (when DATABASE_URL is set) it measures the store beside a raw
 * baseline taken in the same run, on the same fresh database:
 *   - appends with 1 event per transaction, 1 client and 8 concurrent clients (PGlite: 1 client);
 *   - appends of batches of 100 events, 1 and 8 clients;
 *   - replay of the whole log through readAll paging (limit 500).
 * Baselines: the same rows INSERTed (BEGIN; INSERT; COMMIT through the same Db handle; VALUES for one row,
 * INSERT ... SELECT FROM jsonb_to_recordset for a batch) into a plain
 * copy of es_events (`CREATE TABLE ... (LIKE es_events INCLUDING ALL)`: same columns, defaults,
 * identity, constraints and indexes), and plain keyset SELECT paging over that copy.
 *
 * Environment: BENCH_SECONDS (per measurement, default 3), BENCH_REPLAY_EVENTS (default 50000).
 * Results also go to bench/results/latest.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { createTestDb, type DbTarget, type TestDb } from '../tests/support/db';
import type { Db, Migration } from '../src/platform/db';
import {
  PostgresEventStore,
  START_POSITION,
  eventIdFor,
  eventStoreMigrations,
  type AppendRequest,
  type EventMetadata,
} from '../src/platform/eventstore';
import { percentile, runFor as runLoad, type Sample as LoadSample } from './support/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_MS = 500;
const ROUNDS = 4;
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 50_000);
const REPLAY_PAGE = 500;
const REPLAY_RUNS = 5;
const BATCH = 100;
const STREAM_LENGTH = 10; // appends per stream before a client moves on to a new stream
const TENANT = 'bench-tenant';

const rawMigration: Migration = {
  id: '9900_bench_raw_events',
  sql: `CREATE TABLE bench_raw_events (LIKE es_events INCLUDING ALL);`,
};
const migrations = [...eventStoreMigrations, rawMigration];

// ---------------------------------------------------------------------------------------------
// workload

interface Workload {
  /** One append (one transaction) of `size` events by client `c`. */
  store(c: number, size: number): Promise<void>;
  raw(c: number, size: number): Promise<void>;
}

function eventData(i: number): Record<string, unknown> {
  return {
    userId: '5b0e6f1c-3a52-4a3e-9d7e-1f6c2b7a9e01',
    trainingId: 'c2d4e8f0-1a3b-4c5d-8e9f-0a1b2c3d4e5f',
    moduleId: `module-${i % 17}`,
    score: i % 100,
    passed: i % 3 !== 0,
    completedAt: '2026-03-14T09:26:53.589Z',
    title: 'Brandschutzunterweisung Teil 2: Verhalten im Brandfall',
  };
}

function metadata(commandId: string): EventMetadata {
  return { actorId: 'bench-user', tenantId: TENANT, commandId, correlationId: commandId, causationId: null };
}

const RAW_COLUMNS = '(tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata)';
/**
 * 1 row: INSERT ... VALUES with 8 parameters. A batch: INSERT ... SELECT FROM jsonb_to_recordset($1),
 * one parameter like the store's own call (multi-row VALUES or unnest(text arrays) cost more on the
 * client than the store does, which would flatter the store).
 */
const RAW_INSERT_ONE = `INSERT INTO bench_raw_events ${RAW_COLUMNS} VALUES ($1, $2, $3, $4::uuid, $5, $6, $7::jsonb, $8::jsonb)`;
const RAW_INSERT_MANY = `INSERT INTO bench_raw_events ${RAW_COLUMNS}
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(tenant_id text, stream_id text, stream_version integer, event_id uuid,
    event_type text, schema_version integer, data jsonb, metadata jsonb)`;

/** Each client writes its own streams, STREAM_LENGTH appends each, with exact expected versions. */
function workload(db: Db, store: PostgresEventStore, tag: string): Workload {
  const storeState = new Map<number, { stream: number; version: number; n: number }>();
  const rawState = new Map<number, { stream: number; version: number; n: number }>();
  const next = (m: typeof storeState, c: number, size: number) => {
    let s = m.get(c);
    if (!s) {
      s = { stream: 0, version: 0, n: 0 };
      m.set(c, s);
    }
    if (s.n === STREAM_LENGTH) {
      s.stream++;
      s.version = 0;
      s.n = 0;
    }
    const at = { streamId: `${tag}-c${c}-s${s.stream}`, version: s.version };
    s.version += size;
    s.n++;
    return at;
  };
  return {
    async store(c, size) {
      const { streamId, version } = next(storeState, c, size);
      const commandId = randomUUID();
      const request: AppendRequest = {
        tenantId: TENANT,
        streamId,
        streamType: 'bench.Stream',
        expectedVersion: version === 0 ? 'no_stream' : version,
        events: Array.from({ length: size }, (_, i) => ({ type: 'learning.ModuleCompleted', schemaVersion: 1, data: eventData(version + i) })),
        metadata: metadata(commandId),
      };
      await store.append(request);
    },
    async raw(c, size) {
      const { streamId, version } = next(rawState, c, size);
      const commandId = randomUUID();
      const meta = metadata(commandId);
      if (size === 1) {
        const params = [TENANT, streamId, version + 1, eventIdFor(commandId, streamId, 0), 'learning.ModuleCompleted', 1, JSON.stringify(eventData(version)), JSON.stringify(meta)];
        await db.transaction(async (tx) => {
          await tx.query(RAW_INSERT_ONE, params);
        });
        return;
      }
      const rows = Array.from({ length: size }, (_, i) => ({
        tenant_id: TENANT,
        stream_id: streamId,
        stream_version: version + i + 1,
        event_id: eventIdFor(commandId, streamId, i),
        event_type: 'learning.ModuleCompleted',
        schema_version: 1,
        data: eventData(version + i),
        metadata: meta,
      }));
      await db.transaction(async (tx) => {
        await tx.query(RAW_INSERT_MANY, [JSON.stringify(rows)]);
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// measuring

interface Rate {
  readonly transactions: number;
  readonly events: number;
  readonly seconds: number;
  readonly txPerSec: number;
  readonly eventsPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

interface Sample extends LoadSample {
  events: number;
}

/** The closed loop of `support/load.ts`, each transaction of `size` events counted. */
async function runFor(ms: number, clients: number, size: number, op: (c: number, size: number) => Promise<void>, into: Sample): Promise<void> {
  await runLoad(
    ms,
    clients,
    async (c) => {
      await op(c, size);
      into.events += size;
    },
    into,
  );
}

function rate(s: Sample): Rate {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  return {
    transactions: sorted.length,
    events: s.events,
    seconds: s.seconds,
    txPerSec: sorted.length / s.seconds,
    eventsPerSec: s.events / s.seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

const emptySample = (): Sample => ({ latencies: [], events: 0, seconds: 0 });

interface AppendResultRow {
  readonly kind: 'append';
  readonly label: string;
  readonly clients: number;
  readonly eventsPerTx: number;
  readonly store?: Rate;
  readonly raw?: Rate;
  readonly ratio?: number;
  readonly skipped?: string;
}

interface ReplayResultRow {
  readonly kind: 'replay';
  readonly label: string;
  readonly events: number;
  readonly pageSize: number;
  readonly store: { eventsPerSec: number; seconds: number; runs: number[] };
  readonly raw: { eventsPerSec: number; seconds: number; runs: number[] };
  readonly ratio: number;
}

type ResultRow = AppendResultRow | ReplayResultRow;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(8);
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

function printRow(r: ResultRow): void {
  if (r.kind === 'append') {
    const label = r.label.padEnd(31);
    if (r.skipped) {
      console.log(`  ${label} skipped: ${r.skipped}`);
      return;
    }
    const s = r.store!;
    const w = r.raw!;
    const perTx = r.eventsPerTx > 1 ? `  (${Math.round(s.txPerSec)} vs ${Math.round(w.txPerSec)} appends/s)` : '';
    console.log(
      `  ${label} store ${fmt(s.eventsPerSec)} ev/s | raw insert ${fmt(w.eventsPerSec)} ev/s (${r.ratio!.toFixed(2)}x)` +
        `   p50/p99 store ${ms(s.p50Ms)}/${ms(s.p99Ms)} ms, raw ${ms(w.p50Ms)}/${ms(w.p99Ms)} ms${perTx}`,
    );
  } else {
    console.log(
      `  ${r.label.padEnd(31)} store ${fmt(r.store.eventsPerSec)} ev/s | raw SELECT ${fmt(r.raw.eventsPerSec)} ev/s (${r.ratio.toFixed(2)}x)` +
        `   ${r.events.toLocaleString('en-US')} events, median of ${REPLAY_RUNS}`,
    );
  }
}

async function appendScenario(
  db: Db,
  store: PostgresEventStore,
  clients: number,
  size: number,
): Promise<AppendResultRow> {
  const label = `appends ${String(size).padStart(3)} ev/tx, ${clients} client${clients > 1 ? 's' : ''}`;
  const tag = `${size}x${clients}`;
  const warm = workload(db, store, `warm-${tag}`);
  await runFor(WARMUP_MS, clients, size, warm.store, emptySample());
  await runFor(WARMUP_MS, clients, size, warm.raw, emptySample());
  // store and raw alternate in ROUNDS slices (store first, then raw first, ...) so that load
  // changes on the machine hit both alike
  const w = workload(db, store, tag);
  const storeSample = emptySample();
  const rawSample = emptySample();
  const slice = (SECONDS * 1000) / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    const order: Array<[typeof w.store, Sample]> = [
      [w.store, storeSample],
      [w.raw, rawSample],
    ];
    if (round % 2 === 1) order.reverse();
    for (const [op, sample] of order) await runFor(slice, clients, size, op, sample);
  }
  const storeRate = rate(storeSample);
  const rawRate = rate(rawSample);
  const row: AppendResultRow = { kind: 'append', label, clients, eventsPerTx: size, store: storeRate, raw: rawRate, ratio: storeRate.eventsPerSec / rawRate.eventsPerSec };
  printRow(row);
  return row;
}

const RAW_SELECT = `SELECT global_position::text AS global_position, epoch, tx_id::text AS tx_id, tenant_id, stream_id,
  stream_version, event_id::text AS event_id, event_type, schema_version, data, metadata, recorded_at
  FROM bench_raw_events WHERE global_position > $1 ORDER BY bench_raw_events.global_position LIMIT $2`;

async function replayScenario(target: DbTarget): Promise<ReplayResultRow> {
  const t = await createTestDb(target, migrations);
  try {
    const store = new PostgresEventStore(t.db);
    // seed the log: streams of BATCH events, one append each; then the identical rows into the raw copy
    const w = workload(t.db, store, 'replay');
    const appends = Math.ceil(REPLAY_EVENTS / BATCH);
    const seedClients = target === 'postgres' ? 4 : 1;
    let done = 0;
    await Promise.all(
      Array.from({ length: seedClients }, async (_, c) => {
        while (done < appends) {
          done++;
          await w.store(c, BATCH);
        }
      }),
    );
    await t.db.query(
      `INSERT INTO bench_raw_events ${RAW_COLUMNS.replace(')', ', tx_id, recorded_at)')}
       SELECT tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, tx_id, recorded_at
         FROM es_events ORDER BY epoch, tx_id, global_position`,
    );
    await t.db.query('ANALYZE es_events');
    await t.db.query('ANALYZE bench_raw_events');
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events');
    const total = Number(rows[0]!.n);

    const replayStore = async () => {
      let after = START_POSITION;
      let n = 0;
      for (;;) {
        const page = await store.readAll({ after, limit: REPLAY_PAGE });
        if (page.length === 0) break;
        n += page.length;
        after = page[page.length - 1]!.position;
      }
      return n;
    };
    const replayRaw = async () => {
      let after = '0';
      let n = 0;
      for (;;) {
        const { rows: page } = await t.db.query<{ global_position: string }>(RAW_SELECT, [after, REPLAY_PAGE]);
        if (page.length === 0) break;
        n += page.length;
        after = page[page.length - 1]!.global_position;
      }
      return n;
    };
    const time = async (fn: () => Promise<number>) => {
      const t0 = performance.now();
      const n = await fn();
      if (n !== total) throw new Error(`replay read ${n} of ${total} events`);
      return (performance.now() - t0) / 1000;
    };
    await replayStore(); // warm-up (caches, JIT)
    await replayRaw();
    const storeRuns: number[] = [];
    const rawRuns: number[] = [];
    for (let i = 0; i < REPLAY_RUNS; i++) {
      if (i % 2 === 0) {
        storeRuns.push(await time(replayStore));
        rawRuns.push(await time(replayRaw));
      } else {
        rawRuns.push(await time(replayRaw));
        storeRuns.push(await time(replayStore));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const s = median(storeRuns);
    const r = median(rawRuns);
    const row: ReplayResultRow = {
      kind: 'replay',
      label: `replay readAll, pages of ${REPLAY_PAGE}`,
      events: total,
      pageSize: REPLAY_PAGE,
      store: { eventsPerSec: total / s, seconds: s, runs: storeRuns },
      raw: { eventsPerSec: total / r, seconds: r, runs: rawRuns },
      ratio: r / s,
    };
    printRow(row);
    return row;
  } finally {
    await t.drop();
  }
}

async function benchTarget(target: DbTarget): Promise<{ settings: Record<string, string>; rows: ResultRow[] }> {
  const rows: ResultRow[] = [];
  let t: TestDb | undefined = await createTestDb(target, migrations, 12);
  const settings: Record<string, string> = {};
  try {
    for (const name of ['server_version', 'synchronous_commit', 'fsync']) {
      const { rows: r } = await t.db.query<Record<string, string>>(`SHOW ${name}`);
      settings[name] = Object.values(r[0] ?? {})[0] ?? '?';
    }
    console.log(`  (${Object.entries(settings).map(([k, v]) => `${k}=${v}`).join(', ')})`);
    const store = new PostgresEventStore(t.db);
    for (const size of [1, BATCH]) {
      rows.push(await appendScenario(t.db, store, 1, size));
      if (target === 'postgres') {
        rows.push(await appendScenario(t.db, store, 8, size));
      } else {
        const row: AppendResultRow = {
          kind: 'append',
          label: `appends ${String(size).padStart(3)} ev/tx, 8 clients`,
          clients: 8,
          eventsPerTx: size,
          skipped: 'PGlite is one in-process connection; 8 clients would only queue on it (measured on PostgreSQL)',
        };
        printRow(row);
        rows.push(row);
      }
    }
    await t.drop();
    t = undefined;
    rows.push(await replayScenario(target));
  } finally {
    await t?.drop();
  }
  return { settings, rows };
}

async function main(): Promise<void> {
  const started = new Date();
  const t0 = performance.now();
  console.log(`Event store benchmark, ${started.toISOString()}`);
  console.log(
    `  node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}; ` +
      `${SECONDS}s per measurement (store and raw interleaved in ${ROUNDS} slices) after ${WARMUP_MS}ms warm-up`,
  );
  console.log('  raw insert = BEGIN; INSERT the same rows (VALUES for 1, SELECT FROM jsonb_to_recordset for 100); COMMIT,');
  console.log('               into a plain copy of es_events (LIKE es_events INCLUDING ALL: same columns, defaults, indexes)');
  console.log('  raw SELECT = keyset paging (global_position > $1 LIMIT 500) over that copy; ratio = store / raw');

  const results: Record<string, unknown> = {};
  const targets: Array<[DbTarget, string]> = [['pglite', 'PGlite (in-process WASM, memory://)']];
  if (process.env.DATABASE_URL) targets.push(['postgres', `PostgreSQL (${redact(process.env.DATABASE_URL)})`]);

  for (const [target, title] of targets) {
    console.log(`\n${title}`);
    results[target] = await benchTarget(target);
  }
  if (!process.env.DATABASE_URL) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)');
    results.postgres = { skipped: 'DATABASE_URL not set' };
  }

  const totalSeconds = (performance.now() - t0) / 1000;
  console.log(`\nDone in ${totalSeconds.toFixed(1)}s.`);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: started.toISOString(),
        totalSeconds,
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg(),
        config: { secondsPerMeasurement: SECONDS, warmupMs: WARMUP_MS, batch: BATCH, replayEvents: REPLAY_EVENTS, replayPage: REPLAY_PAGE },
        results,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
