/**
 * Shared helpers of the benchmarks: statistics (percentile, sequential timing, closed-loop
 * workers), the in-process product on a fresh database, a small JSON client, a bare Koa
 * baseline server, a sampler of the process RSS, and the load generator of `./load.ts` (N
 * keep-alive connections for D seconds or N requests) in the benchmark process or in a child
 * process (`./load-client.ts`), so the product and its baseline are measured by the same client.
 */
import path from 'node:path';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import Koa from 'koa';
import { createApp, type App } from '../../src/app';
import type { Clock } from '../../src/platform/clock';
import type { Config } from '../../src/platform/config';
import { createTestDb, dbTargets, type DbTarget, type TestDb } from '../../tests/support/db';
import { allMigrations, registration } from '../../tests/support/app';
import type { Mailer, MailMessage } from '../../src/platform/mail';
import { migrate, openDb, POOL_IDLE_TIMEOUT_MS, type Db, type Queryable } from '../../src/platform/db';
import { runLoad, type LoadResult, type LoadSpec } from './load';
import { companyCaller } from '../../src/shared/contracts/ids';

export * from './load';

/** The password of every seeded bench user. */
export const BENCH_PASSWORD = 'bench-pass-1';
export const DAY = 86_400_000;
/** "Now" of the measurements: today 08:00 UTC; the seeding starts 400 days earlier. */
export const T0 = new Date(Math.floor(Date.now() / DAY) * DAY + 8 * 3600_000);
/** The instant `days` days before T0, as ISO text. */
export const beforeT0 = (days: number): string => new Date(T0.getTime() - days * DAY).toISOString();

// ---------------------------------------------------------------------------------------------
// the product under test

/** Runs `bench` on each target in turn, says when PostgreSQL was left out, and exits with 1 on a failure. */
export function benchEach(targets: () => readonly DbTarget[], bench: (target: DbTarget) => Promise<void>): void {
  const all = async () => {
    for (const target of targets()) await bench(target);
    if (!process.env.DATABASE_URL) console.log('\npostgres: skipped (DATABASE_URL not set)');
  };
  all().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

/**
 * The databases to run on: PGlite always, PostgreSQL when DATABASE_URL is set (as the tests);
 * `BENCH_DB=pglite` or `BENCH_DB=postgres` picks one.
 */
export function benchTargets(): DbTarget[] {
  const only = process.env.BENCH_DB;
  if (only && only !== 'pglite' && only !== 'postgres') throw new Error(`BENCH_DB=${only}: pglite or postgres`);
  if (only === 'postgres' && !process.env.DATABASE_URL) throw new Error('BENCH_DB=postgres needs DATABASE_URL');
  return dbTargets().filter((t) => !only || t === only);
}

export interface BenchApp {
  readonly app: App;
  readonly testDb: TestDb;
  readonly server: Server;
  /** http://127.0.0.1:port */
  readonly base: string;
  close(): Promise<void>;
}

/**
 * The product's configuration in every bench: no web app, no demo company, a fixed operator password,
 * and a cheap scrypt cost. The benches seed thousands of people and measure what they do afterwards;
 * at OWASP's cost (N = 2^17, 128 MiB and ~0.3 s a hash) seeding 2,000 employees alone took over 20
 * minutes. The cost is stored with each hash, and sign-in rehashes only towards the configured cost,
 * so the server processes use the same value.
 */
export const BENCH_CONFIG = {
  webDir: '',
  seedDemo: false,
  masterPassword: 'bench-master-1',
  passwordHashCost: { N: 1024, r: 8, p: 1 },
} as const satisfies Partial<Config>;

/**
 * The benches' mailer: it takes each mail as an SMTP server would and keeps only counts (a mailer
 * that kept every mail, as the tests' MemoryMailer does, would put the mails of a 2,000-person
 * company's notifications into the server's RSS).
 */
export class CountingMailer implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  count = 0;
  bytes = 0;
  largest = 0;
  async send(m: MailMessage): Promise<void> {
    const size = Buffer.byteLength(m.text) + Buffer.byteLength(m.html);
    this.count += 1;
    this.bytes += size;
    this.largest = Math.max(this.largest, size);
  }
}

/**
 * A fresh, migrated PGlite in a directory of its own, as `npm start` opens it (DATA_DIR/pglite):
 * the tests' PGlite keeps the whole database in memory, which a 10,000-person company puts into
 * the server's RSS. Dropped with its directory.
 */
async function pgliteOnDisk(): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const db = await openDb({ pgliteDir: path.join(dir, 'pglite') });
  await migrate(db, allMigrations());
  const drop = async () => {
    try {
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { db, url: undefined, drop };
}

/**
 * The real product (createApp) on a fresh, migrated database, listening on a random loopback port;
 * `pgliteOnDisk`: PGlite in a directory, as the product's default (else in memory, as the tests').
 */
export async function startBenchApp(
  target: DbTarget,
  opts: { clock?: Clock; poolSize?: number; config?: Partial<Config>; log?: (msg: string, err?: unknown) => void; mailer?: Mailer; pgliteOnDisk?: boolean } = {},
): Promise<BenchApp> {
  // the server's pool as the product opens it (boot.ts), not the tests' short-lived one
  const testDb = target === 'pglite' && opts.pgliteOnDisk ? await pgliteOnDisk() : await createTestDb(target, allMigrations(), opts.poolSize, POOL_IDLE_TIMEOUT_MS);
  let app: App;
  try {
    app = await createApp({
      db: testDb.db,
      mailer: opts.mailer ?? new CountingMailer(),
      ...(opts.clock ? { clock: opts.clock } : {}),
      config: { ...BENCH_CONFIG, ...opts.config },
      log: opts.log ?? (() => undefined),
    });
  } catch (err) {
    await testDb.drop();
    throw err;
  }
  const server = await app.listen(0);
  return {
    app,
    testDb,
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      try {
        await app.close();
      } finally {
        await testDb.drop();
      }
    },
  };
}

/** The use cases a seeding bench writes through (no HTTP): identity's admin, organization's, catalog's authoring. */
export function benchUseCases(app: App) {
  return { identity: app.modules.identity.admin(app.kernel), org: app.modules.organization.useCases(app.kernel), catalog: app.modules.catalog.authoring(app.kernel) };
}

/**
 * The seeding phases of a bench: `phase(name)` records the name with the seconds since this call
 * ("name 12 s", cumulative) in `phases`, and prints it to stderr when BENCH_VERBOSE is set;
 * `seconds()` is the time since this call.
 */
export function seedingPhases(): { phases: string[]; phase: (name: string) => void; seconds: () => number } {
  const t0 = performance.now();
  const phases: string[] = [];
  const phase = (name: string) => {
    phases.push(`${name} ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    if (process.env.BENCH_VERBOSE) console.error(`  .. ${phases[phases.length - 1]}`);
  };
  return { phases, phase, seconds: () => (performance.now() - t0) / 1000 };
}

/** A new company through the product's registration: its root user (signed in, and their password) and a root caller for the use cases. */
export async function benchCompany(app: App) {
  const input = registration();
  const reg = await app.modules.identity.admin(app.kernel).register(input, 'bench');
  const companyId = reg.user.companyId!;
  return { reg, password: input.password, companyId, root: companyCaller(companyId, reg.user.id, 'root') };
}

// ---------------------------------------------------------------------------------------------
// HTTP

export type Call = <T = unknown>(method: string, path: string, opts?: { token?: string; body?: unknown; status?: number }) => Promise<T>;

/** A JSON client for setting up data through the API: checks the status (200 unless told), parses the answer. */
export function client(base: string): Call {
  return async <T>(method: string, p: string, opts: { token?: string; body?: unknown; status?: number } = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const init = { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) };
    // a keep-alive connection left idle for a minute (setup through services in between) may be
    // closed by the server just as it is reused: such a request is retried once
    const res = await fetch(base + p, init).catch((err: unknown) => {
      if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err;
      return fetch(base + p, init);
    });
    const text = await res.text();
    if (res.status !== (opts.status ?? 200)) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** A bare Koa app answering a small JSON object on every path, on its own loopback port: the baseline of an HTTP figure. */
export async function startBareKoa(): Promise<{ url: string; close(): Promise<void> }> {
  const koa = new Koa();
  koa.use((ctx) => {
    ctx.body = { ok: true, service: 'bare-koa', items: [1, 2, 3] };
  });
  const server: Server = await new Promise((resolve) => {
    const s = koa.listen(0, () => resolve(s));
  });
  server.keepAliveTimeout = 65_000;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ping`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// load generator

/** Where the load generator runs: in the benchmark process, or in a child process (own event loop and CPU time). */
export type ClientPlacement = 'in-process' | 'child';

/** A load generator in a child process (`bench/load-client.ts`), kept for several loads. */
export class ChildLoadClient {
  private readonly child: ChildProcess;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();

  constructor() {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-client.ts');
    // the parent's execArgv carries tsx's loader, so the child runs TypeScript as well
    this.child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (m: { id: number; result?: LoadResult; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.result!);
    });
    this.child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`load client exited (${code})`));
      this.pending.clear();
    });
  }

  run(spec: LoadSpec): Promise<LoadResult> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, spec });
    });
  }

  close(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ id: -1, exit: true });
    });
  }
}

/** The load generator at a placement: `run(spec)` and `close()`. */
export function loadGenerator(placement: ClientPlacement): { placement: ClientPlacement; run(spec: LoadSpec): Promise<LoadResult>; close(): Promise<void> } {
  if (placement === 'in-process') return { placement, run: runLoad, close: async () => undefined };
  const c = new ChildLoadClient();
  return { placement, run: (spec) => c.run(spec), close: () => c.close() };
}

// ---------------------------------------------------------------------------------------------
// memory

/** The memory of one phase of a run (MB): the max of each figure over the phase's samples. */
export interface MemoryPhase {
  readonly phase: string;
  readonly rssMb: number;
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  readonly externalMb: number;
}

/**
 * Samples this process's memory every `ms`: the max RSS over its life (`maxMb`), and per phase
 * (`mark(name)` ends the phase so far under that name) the max RSS, V8 heap and external memory,
 * to tell which part of a run holds the peak.
 */
export function rssSampler(ms = 250): { maxMb(): number; stop(): number; mark(phase: string): MemoryPhase } {
  const MB = 1024 * 1024;
  let max = process.memoryUsage().rss;
  const zero = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0 };
  let cur = { ...zero };
  const sample = () => {
    const m = process.memoryUsage();
    max = Math.max(max, m.rss);
    cur = { rss: Math.max(cur.rss, m.rss), heapUsed: Math.max(cur.heapUsed, m.heapUsed), heapTotal: Math.max(cur.heapTotal, m.heapTotal), external: Math.max(cur.external, m.external) };
  };
  sample();
  const timer = setInterval(sample, ms);
  timer.unref();
  const maxMb = () => Math.max(max, process.memoryUsage().rss) / MB;
  return {
    maxMb,
    mark: (phase) => {
      sample();
      const p = { phase, rssMb: cur.rss / MB, heapUsedMb: cur.heapUsed / MB, heapTotalMb: cur.heapTotal / MB, externalMb: cur.external / MB };
      cur = { ...zero };
      sample();
      return p;
    },
    stop: () => {
      clearInterval(timer);
      return maxMb();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// the product in a process of its own

/** The product as its own process (`./server-process.ts`) on an existing database, driven over IPC. */
export class ServerProcess {
  private readonly child: ChildProcess;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  readonly base: Promise<string>;

  constructor(databaseUrl: string, now: Date) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-process.ts');
    this.child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_NOW: now.toISOString() } });
    this.base = new Promise((resolve, reject) => {
      this.pending.set(-1, { resolve: (m) => resolve(`http://127.0.0.1:${m.port as number}`), reject });
    });
    this.child.on('message', (m: { id: number; error?: string } & Record<string, unknown>) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m);
    });
    this.child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`server process exited (${code})`));
      this.pending.clear();
    });
  }

  private ask(msg: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...msg, id });
    });
  }

  /** Max RSS of the server process since it started, in MB. */
  async rssMb(): Promise<number> {
    return (await this.ask({ cmd: 'rss' })).rssMb as number;
  }

  /** Ends the server's memory phase so far under `phase`: its max RSS, heap and external memory. */
  async mark(phase: string): Promise<MemoryPhase> {
    return (await this.ask({ cmd: 'mark', phase })).memory as MemoryPhase;
  }

  /** The mails the server process has sent so far (its CountingMailer). */
  async mails(): Promise<{ count: number; bytes: number; largest: number }> {
    const r = await this.ask({ cmd: 'mails' });
    return { count: r.count as number, bytes: r.bytes as number, largest: r.largest as number };
  }

  async rebuild(name: string): Promise<{ batches: number; seconds: number }> {
    const r = await this.ask({ cmd: 'rebuild', name });
    return { batches: r.batches as number, seconds: r.seconds as number };
  }

  /** Closes the app; answers the max RSS over the process's whole life. */
  async close(): Promise<number> {
    if (this.child.exitCode !== null) return 0;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    const r = await this.ask({ cmd: 'close' });
    await exited;
    return r.rssMb as number;
  }
}

/**
 * A database handle that prints the plan of every statement (EXPLAIN ANALYZE, BUFFERS) instead
 * of answering it (no rows), for BENCH_EXPLAIN: session settings (`SET ...`) pass through, so a
 * statement run in a transaction with planner settings is explained with them.
 */
export function explainingDb(db: Db): Queryable & Pick<Db, 'transaction'> {
  const explain = async (q: Queryable, sql: string, params?: readonly unknown[]) => {
    if (sql.startsWith('SET ')) return q.query(sql);
    const plan = await q.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(plan.rows.map((r) => String(Object.values(r)[0])).join('\n'));
    return { rows: [] };
  };
  const over = (q: Queryable): Queryable => ({ query: ((sql: string, params?: readonly unknown[]) => explain(q, sql, params)) as Queryable['query'], exec: async () => undefined });
  return { ...over(db), transaction: (fn) => db.transaction((tx) => fn(over(tx))) };
}
