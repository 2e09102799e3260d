/**
 * Hot read paths under load (`npm run bench:hot`): GET /api/auth/me, the library page
 * GET /api/trainings?page=1, the users page GET /api/users?page=1 and (for information)
 * GET /api/user/my-trainings, each beside a bare Koa JSON endpoint measured in the same run.
 *
 * Setup through the product's use cases (as bench/library.ts): one company with BENCH_USERS users
 * (default 2,000) and BENCH_TRAININGS trainings (default 50) with three tags each (company and
 * default tags), owned by five users. Requests are made as the company's root user.
 *
 * Load: BENCH_CONNECTIONS keep-alive connections (default 50), each a loop of one request after
 * the other, for BENCH_SECONDS seconds (default 8) after one second of warm-up per endpoint. The
 * load generator is a worker thread with raw sockets (its own event loop and core), the product
 * and the bare Koa app share the main thread. Printed per endpoint: requests/s, p50 and p99 of the
 * latency, the response size and the ratio to the bare endpoint (rounds of the bare endpoint are
 * interleaved with the others, so the ratio compares figures of the same minute), and beside it
 * the bare Koa app answering the endpoint's own body (what the body's size alone costs).
 *
 * PGlite always, PostgreSQL too when DATABASE_URL is set (BENCH_TARGETS=pglite or postgres to
 * pick one). BENCH_ONLY=<part of an endpoint's name> measures only the endpoints that match;
 * BENCH_LABEL names the code measured (default: the git commit); BENCH_CHURN_MS=<ms> keeps writing
 * during the measurements (see startChurn), so that the caches are emptied that often.
 */
import Koa from 'koa';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createApp } from '../src/app';
import { createTestDb, dbTargets, type DbTarget } from '../tests/support/db';
import { allMigrations, MemoryMailer, registration } from '../tests/support/app';
import { BENCH_CONFIG } from './support';
import { companyCaller } from '../src/shared/contracts/ids';
import { BLANK_TRAINING_SETTINGS } from '../src/shared/contracts/catalog';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const TRAININGS = Number(process.env.BENCH_TRAININGS ?? 50);
const TAGS = 12;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 1;
const CHURN_MS = Number(process.env.BENCH_CHURN_MS ?? 0);

interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly statuses: Record<string, number>;
  readonly bytes: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

/**
 * The load generator, plain JavaScript run in a worker thread: N sockets, each sends one GET and
 * waits for the whole response (Content-Length) before the next. Latencies in a histogram of
 * 10 µs buckets.
 */
const LOAD_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const { port, path, headers, connections, warmupMs, durationMs } = workerData;
const request = Buffer.from('GET ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1:' + port + '\\r\\n' +
  Object.entries(headers).map(([k, v]) => k + ': ' + v + '\\r\\n').join('') + '\\r\\n');
const BUCKET_US = 10, BUCKETS = 1_000_000;
const hist = new Uint32Array(BUCKETS);
const statuses = {};
let measuring = false, stopping = false, requests = 0, errors = 0, bytes = 0, open = 0;
const startAt = performance.now();
function conn() {
  const s = net.connect(port, '127.0.0.1');
  s.setNoDelay(true);
  open++;
  let buf = Buffer.alloc(0), sent = 0, need = -1, status = 0, len = 0;
  const send = () => { if (stopping) { s.end(); return; } sent = performance.now(); s.write(request); };
  s.on('connect', send);
  s.on('data', (chunk) => {
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    for (;;) {
      if (need < 0) {
        const end = buf.indexOf('\\r\\n\\r\\n');
        if (end < 0) return;
        const head = buf.subarray(0, end).toString('latin1');
        status = Number(head.slice(9, 12));
        const m = /\\r\\ncontent-length:\\s*(\\d+)/i.exec(head);
        if (!m) { errors++; s.destroy(); return; }
        len = Number(m[1]);
        need = end + 4 + len;
      }
      if (buf.length < need) return;
      const done = performance.now();
      if (measuring) {
        requests++;
        bytes = len;
        statuses[status] = (statuses[status] || 0) + 1;
        if (status !== 200) errors++;
        hist[Math.min(BUCKETS - 1, Math.floor(((done - sent) * 1000) / BUCKET_US))]++;
      }
      buf = buf.subarray(need);
      need = -1;
      send();
    }
  });
  s.on('error', () => { errors++; });
  s.on('close', () => { open--; if (open === 0) finish(); });
}
let measuredMs = 0;
function finish() {
  const pct = (p) => {
    const target = Math.ceil((p / 100) * requests);
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) { seen += hist[i]; if (seen >= target && seen > 0) return ((i + 1) * BUCKET_US) / 1000; }
    return 0;
  };
  parentPort.postMessage({ requests, errors, statuses, bytes, rps: requests / (measuredMs / 1000), p50: pct(50), p99: pct(99) });
}
for (let i = 0; i < connections; i++) conn();
setTimeout(() => { measuring = true; const t0 = performance.now();
  setTimeout(() => { measuring = false; measuredMs = performance.now() - t0; stopping = true; }, durationMs);
}, warmupMs);
void startAt;
`;

function load(port: number, path: string, headers: Record<string, string>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { port, path, headers, connections: CONNECTIONS, warmupMs: WARMUP_SECONDS * 1000, durationMs: SECONDS * 1000 },
    });
    worker.once('message', (m: LoadResult) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * A bare Koa app: `/bare` answers one small JSON object (the ceiling of the HTTP stack on this
 * machine); `/same/<n>` answers the body an endpoint answered (parsed once, stringified by Koa
 * per request): the ceiling for a body of that size.
 */
function bareKoa(bodies: Map<string, unknown>): Promise<Server> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = bodies.get(ctx.path) ?? { ok: true, now: 'bare', n: 1 };
  });
  return new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.keepAliveTimeout = 65_000;
  });
}

const portOf = (s: Server) => (s.address() as AddressInfo).port;

async function seed(app: Awaited<ReturnType<typeof createApp>>) {
  const identity = app.modules.identity.admin(app.kernel);
  const catalog = app.modules.catalog.authoring(app.kernel);
  const reg = await identity.register(registration(), 'bench');
  const companyId = reg.user.companyId!;
  const stamp = Date.now().toString(36);
  const roles = ['manager', 'admin', 'non-managing', 'non-managing', 'non-managing'] as const;
  const owners: string[] = [reg.user.id];
  let last = '';
  // scrypt per user: in parallel batches (the thread pool does the hashing)
  for (let i = 1; i < USERS; i += 16) {
    const batch = Array.from({ length: Math.min(16, USERS - i) }, (_, j) => i + j);
    const created = await Promise.all(
      batch.map((n) =>
        identity.createUser(
          { companyId, email: `u${n}-${stamp}@bench.de`, firstName: `Vorname${n}`, lastName: `Nachname${n % 397}`, role: roles[n % roles.length]!, password: 'bench-pass', gdprConsent: true },
          reg.user.id,
        ),
      ),
    );
    for (const [j, c] of created.entries()) {
      if (owners.length < 5 && roles[batch[j]! % roles.length] === 'manager') owners.push(c.userId);
      last = c.position;
    }
  }
  await app.kernel.projections.waitFor(last);
  const rootCaller = companyCaller(companyId, reg.user.id, 'root');
  const tagIds: string[] = [];
  let firstTraining = '';
  for (let i = 0; i < TAGS; i++) {
    tagIds.push((await catalog.createTag(rootCaller, { name: { de: `Thema ${i}`, en: `Topic ${i}` }, description: {}, color: '#3B82F6', category: 'general' })).id);
  }
  const words = ['Brandschutz', 'Stapler', 'Erste Hilfe', 'Datenschutz', 'Leitern', 'Gefahrstoffe', 'Lärm', 'Bildschirm'];
  for (let i = 0; i < TRAININGS; i++) {
    const owner = owners[i % owners.length]!;
    const caller = companyCaller(companyId, owner, owner === reg.user.id ? 'root' : 'manager');
    const tr = await catalog.createTraining(caller, {
      title: { de: `${words[i % words.length]} Unterweisung ${i}`, en: `Training ${i}` },
      description: { de: `Beschreibung der Unterweisung ${i}: was zu tun ist und warum.`, en: `Description ${i}` },
      ...BLANK_TRAINING_SETTINGS,
      status: i % 3 === 0 ? 'draft' : 'published',
      isRequired: i % 2 === 0,
      duration: 20,
    });
    await catalog.setTrainingTags(caller, tr.id, [tagIds[i % TAGS]!, tagIds[(i * 7) % TAGS]!, 'default-brandschutz']);
    if (owner === reg.user.id) firstTraining ||= tr.id;
  }
  return { token: reg.token, someone: `u1-${stamp}@bench.de`, tagId: tagIds[0]!, trainingId: firstTraining };
}

function commit(): string {
  if (process.env.BENCH_LABEL) return process.env.BENCH_LABEL;
  try {
    return execFileSync('git', ['log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim().slice(0, 90);
  } catch {
    return '(no git)';
  }
}

/**
 * BENCH_CHURN_MS: writes during the measurements, through the API, each of which changes a read
 * model the hot paths read (and so empties their caches): a sign-in (identity.users and
 * identity.sessions), a tag rename (catalog.tags), a new training title (catalog.trainings).
 */
function startChurn(base: string, token: string, email: string, tagId: string, trainingId: string): { stop(): Promise<void> } {
  let running = true;
  let n = 0;
  const send = (method: string, path: string, body: unknown, auth = true) =>
    fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.arrayBuffer());
  const loop = (async () => {
    while (running) {
      n++;
      await Promise.all([
        send('POST', '/api/auth/login', { email, password: 'bench-pass' }, false),
        send('PATCH', `/api/company/training-tags/${tagId}`, { name: { de: `Thema 0 (${n})`, en: `Topic 0 (${n})` } }),
        send('PATCH', `/api/trainings/${trainingId}`, { title: { de: `Brandschutz Unterweisung 0 (${n})`, en: `Training 0 (${n})` } }),
      ]);
      await new Promise((r) => setTimeout(r, CHURN_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

const fmt = (r: LoadResult, bare: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  ${String(r.bytes).padStart(6)} B  ` +
  `${(r.rps / bare.rps).toFixed(2).padStart(5)} x bare${r.errors ? `  ERRORS ${r.errors} ${JSON.stringify(r.statuses)}` : ''}`;

async function bench(target: DbTarget): Promise<void> {
  const testDb = await createTestDb(target, allMigrations());
  const app = await createApp({ db: testDb.db, mailer: new MemoryMailer(), config: BENCH_CONFIG, log: () => undefined });
  const server = await app.listen(0);
  const bodies = new Map<string, unknown>();
  const bare = await bareKoa(bodies);
  const t0 = performance.now();
  const { token, someone, tagId, trainingId } = await seed(app);
  console.log(
    `\n${target}: ${USERS} users, ${TRAININGS} trainings, ${TAGS} company tags; seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s; ` +
      `${CONNECTIONS} connections x ${SECONDS} s per endpoint`,
  );
  const auth = { Authorization: `Bearer ${token}` };
  const churn = CHURN_MS > 0 ? startChurn(`http://127.0.0.1:${portOf(server)}`, token, someone, tagId, trainingId) : undefined;
  if (churn) console.log(`  while every ${CHURN_MS} ms a user signs in, a tag is renamed and a training retitled`);
  const endpoints: [string, string][] = [
    ['GET /api/auth/me', '/api/auth/me'],
    ['GET /api/trainings?page=1', '/api/trainings?page=1'],
    ['GET /api/users?page=1', '/api/users?page=1'],
    ['GET /api/user/my-trainings', '/api/user/my-trainings'],
  ];
  const only = process.env.BENCH_ONLY;
  for (const [i, [name, path]] of endpoints.filter(([n]) => !only || n.includes(only)).entries()) {
    const res = await fetch(`http://127.0.0.1:${portOf(server)}${path}`, { headers: auth });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    bodies.set(`/same/${i}`, await res.json());
    const b = await load(portOf(bare), '/bare', {});
    const same = await load(portOf(bare), `/same/${i}`, {});
    const r = await load(portOf(server), path, auth);
    console.log(`  ${'bare Koa JSON'.padEnd(27)} ${fmt(b, b)}`);
    console.log(`  ${'bare Koa, same body'.padEnd(27)} ${fmt(same, b)}`);
    console.log(`  ${name.padEnd(27)} ${fmt(r, b)}  (${(r.rps / same.rps).toFixed(2)} x same body)`);
  }
  await churn?.stop();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
  bare.closeAllConnections();
  await app.close();
  await testDb.drop();
}

async function main(): Promise<void> {
  console.log(`hot paths at ${commit()}`);
  const only = process.env.BENCH_TARGETS;
  for (const target of dbTargets().filter((t) => !only || only.split(',').includes(t))) await bench(target);
  if (!process.env.DATABASE_URL) console.log('\npostgres: skipped (DATABASE_URL not set)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
