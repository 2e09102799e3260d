import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerOptions {
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly port: number;
  readonly masterPassword: string;
  /** `worker`: `src/worker.ts` (npm run worker: projections and reactors, no HTTP; `port` unused). */
  readonly entry?: 'server' | 'worker';
  /** Further environment (e.g. `RUN_PROJECTIONS=0` for an API process). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The real server as its own process, started the way `npm start` (scripts/start.mjs) starts it:
 * `node --import tsx src/main.ts`, configured by environment variables only. The child is the
 * server itself (no wrapper), so SIGKILL hits the process that holds the connections.
 */
export function startServer(o: ServerOptions): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: o.databaseUrl,
    PORT: String(o.port),
    DATA_DIR: o.dataDir,
    WEB_DIR: path.join(o.dataDir, 'web'),
    SEED_DEMO: '0',
    MAIL_DEV: '1',
    MASTER_PASSWORD: o.masterPassword,
    MASTER_EMAIL: 'master@crash.test',
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    ...o.env,
  };
  const entry = o.entry === 'worker' ? 'src/worker.ts' : 'src/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { baseUrl: `http://127.0.0.1:${o.port}`, child, output: () => out, exited };
}

export interface Health {
  status: string;
  head: string;
  process: { role: string; id: string };
  projections: { name: string; position: string; lagEvents: number; leaseHolder: string | null }[];
}

export async function health(baseUrl: string): Promise<Health | undefined> {
  try {
    const res = await fetch(`${baseUrl}/api/health`);
    return res.status === 200 ? ((await res.json()) as Health) : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until /api/health answers (and, with `caughtUp`, every projection has no lag). */
export async function waitForHealth(s: ServerProcess, opts: { caughtUp?: boolean; timeoutMs?: number } = {}): Promise<Health> {
  const until = Date.now() + (opts.timeoutMs ?? 30_000);
  let ended = false;
  void s.exited.then(() => (ended = true));
  while (Date.now() < until) {
    if (ended) throw new Error(`server exited before it was healthy:\n${s.output()}`);
    const h = await health(s.baseUrl);
    if (h && (!opts.caughtUp || h.status === 'ok')) return h;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ${opts.caughtUp ? 'caught up' : 'healthy'} within the timeout:\n${s.output()}`);
}

/** One statement on its own connection (CREATE/DROP DATABASE next to the one the URL names). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * A fresh database next to `base`'s for one test's server processes: `create` makes it and answers
 * its URL; `cleanUp` (afterAll) kills what still runs of `servers`, drops the database once made and
 * removes `dirs`.
 */
export function scratchDatabase(base: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  let url = '';
  return {
    name,
    servers,
    dirs,
    async create(): Promise<string> {
      await adminQuery(base, `CREATE DATABASE ${name}`);
      const u = new URL(base);
      u.pathname = '/' + name;
      url = u.toString();
      return url;
    },
    async cleanUp(): Promise<void> {
      for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      if (url) await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
