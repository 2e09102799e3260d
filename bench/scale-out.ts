/**
 * Scale-out benchmark (`npm run bench:scale`, issue 17): commands per second and projection lag
 * with the product in several processes on one PostgreSQL database (DATABASE_URL, required):
 *
 *   - baseline: one `server` process that runs everything (`npm start`),
 *   - 1 API process (`RUN_PROJECTIONS=0`) and 1 worker (`npm run worker`),
 *   - 2 API processes and 1 worker.
 *
 * Each configuration gets a fresh database, a company with BENCH_EMPLOYEES (40) employees, then
 * BENCH_SECONDS (10) of write load: BENCH_CLIENTS (16) closed-loop clients, spread over the API
 * processes, each creating a unit and adding three members to it (four commands; every command
 * waits for its read models, as the product does). /api/health is sampled every 250 ms for the
 * projection lag (events committed but not yet applied, summed over the projections). Printed:
 * commands/s, p50/p99 per command, max and final lag, and the time until the lag is 0 after the
 * load. The processes are real child processes (`node --import tsx src/main.ts | src/worker.ts`).
 * On a 2-core machine the processes share the cores: more processes cannot add CPU here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { registration } from '../tests/support/app';
import { adminQuery, freePort, health, startServer, waitForHealth, type ServerProcess } from '../tests/support/crash/server-process';
import { percentile } from './support';

const BASE = process.env.DATABASE_URL;
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);

interface Setup {
  readonly label: string;
  readonly apis: number;
  readonly workers: number;
}
const SETUPS: Setup[] = [
  { label: '1 server process (runs everything; baseline)', apis: 0, workers: 0 },
  { label: '1 API process + 1 worker', apis: 1, workers: 1 },
  { label: '2 API processes + 1 worker', apis: 2, workers: 1 },
];

async function post(base: string, p: string, token: string | undefined, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function measure(setup: Setup): Promise<string> {
  const dbName = `b_scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(BASE!, `CREATE DATABASE ${dbName}`);
  const u = new URL(BASE!);
  u.pathname = '/' + dbName;
  const url = u.toString();
  const procs: ServerProcess[] = [];
  const dirs: string[] = [];
  const start = async (entry: 'server' | 'worker', env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
    dirs.push(dataDir);
    const p = startServer({ databaseUrl: url, dataDir, port: await freePort(), masterPassword: 'bench-master-1', entry, env: { MAIL_DEV: '1', ...env } });
    procs.push(p);
    return p;
  };
  try {
    const apis: ServerProcess[] = [];
    if (setup.apis === 0) apis.push(await start('server'));
    else for (let i = 0; i < setup.apis; i++) apis.push(await start('server', { RUN_PROJECTIONS: '0' }));
    await waitForHealth(apis[0]!, { timeoutMs: 120_000 });
    for (let i = 0; i < setup.workers; i++) await start('worker');
    for (const a of apis) await waitForHealth(a, { timeoutMs: 120_000 });
    // the workers hold every lease before the load starts
    for (const end = Date.now() + 60_000; setup.workers > 0; ) {
      const h = await health(apis[0]!.baseUrl);
      if (h && h.projections.every((p) => p.leaseHolder?.startsWith('worker@'))) break;
      if (Date.now() > end) throw new Error('the worker did not take the leases');
      await new Promise((r) => setTimeout(r, 200));
    }

    const first = apis[0]!.baseUrl;
    const reg = await post(first, '/api/auth/register', undefined, registration());
    const token = (reg.json as { token: string }).token;
    const employees: string[] = [];
    for (let i = 0; i < EMPLOYEES; i++) {
      const r = await post(first, '/api/users', token, { email: `m${i}-${dbName}@firma.de`, firstName: `M${i}`, lastName: 'Bench', password: 'start1234', role: 'non-managing' });
      employees.push((r.json as { id: string }).id);
    }

    const latencies: number[] = [];
    let failures = 0;
    let lagMax = 0;
    let stop = false;
    const sampler = (async () => {
      while (!stop) {
        const h = await health(apis[apis.length - 1]!.baseUrl);
        if (h) lagMax = Math.max(lagMax, h.projections.reduce((n, p) => n + p.lagEvents, 0));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const t0 = performance.now();
    const timed = async (base: string, p: string, body: unknown) => {
      const s = performance.now();
      const r = await post(base, p, token, body);
      latencies.push(performance.now() - s);
      if (r.status < 200 || r.status > 299) failures++;
      return r;
    };
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const base = apis[c % apis.length]!.baseUrl;
        let n = 0;
        while (performance.now() - t0 < SECONDS * 1000) {
          const g = await timed(base, '/api/user-groups', { name: `Einheit ${c}-${n++}` });
          const id = (g.json as { id?: string }).id;
          if (!id) continue;
          for (let m = 0; m < 3; m++) await timed(base, `/api/user-groups/${id}/members`, { userId: employees[(c * 7 + n * 3 + m) % employees.length] });
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const endLag = (await health(apis[0]!.baseUrl))?.projections.reduce((n, p) => n + p.lagEvents, 0) ?? -1;
    const drained = performance.now();
    await waitForHealth(apis[0]!, { caughtUp: true, timeoutMs: 120_000 });
    const drainMs = performance.now() - drained;
    stop = true;
    await sampler;
    const sorted = [...latencies].sort((a, b) => a - b);
    const ok = latencies.length - failures;
    return `${setup.label.padEnd(46)} | ${(ok / seconds).toFixed(1).padStart(8)} commands/s | p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms | non-2xx ${failures} | lag max ${lagMax} events, at end ${endLag}, caught up ${drainMs.toFixed(0)} ms later`;
  } finally {
    for (const p of procs) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
    await adminQuery(BASE!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!BASE) throw new Error('bench:scale needs DATABASE_URL (PostgreSQL): several processes cannot share the embedded PGlite');
  console.log(`Scale-out benchmark, ${new Date().toISOString()}`);
  console.log(`  node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}; ${CLIENTS} clients x ${SECONDS} s, ${EMPLOYEES} employees; commands: create unit, add 3 members`);
  for (const s of SETUPS) console.log('  ' + (await measure(s)));
  console.log(`  load average now ${os.loadavg()[0]!.toFixed(2)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
