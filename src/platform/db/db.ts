import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DbKind = 'postgres' | 'pglite';

/** Database handle over either node-postgres (real PostgreSQL) or PGlite (embedded). */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PostgreSQL: the connection string (for connections of their own, e.g. the projection leases). */
  readonly url?: string;
  /** Subscribes to NOTIFY on a channel; returns an unsubscribe function. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// bigint (int8) as string is the driver default; we keep it (positions may exceed 2^53 in theory)

class PgDb implements Db {
  readonly kind = 'postgres' as const;
  private listener: pg.Client | undefined;
  private readonly handlers = new Map<string, Set<() => void>>();
  constructor(
    private readonly pool: pg.Pool,
    readonly url: string,
  ) {}

  async query<R extends object>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }> {
    const res = await this.pool.query(sql, params as unknown[] | undefined);
    return { rows: res.rows as R[] };
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const tx: Queryable = {
        query: async <R extends object>(sql: string, params?: readonly unknown[]) => {
          const res = await client.query(sql, params as unknown[] | undefined);
          return { rows: res.rows as R[] };
        },
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    if (!this.listener) {
      const client = new pg.Client({ connectionString: this.url });
      await client.connect();
      client.on('notification', (msg) => {
        for (const h of this.handlers.get(msg.channel) ?? []) h();
      });
      client.on('error', () => undefined);
      this.listener = client;
    }
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.listener.query(`LISTEN ${quoteIdent(channel)}`);
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
    };
  }

  async close(): Promise<void> {
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
  }
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  /** PGlite is one connection: transactions must not interleave with other statements. */
  private queue: Promise<unknown> = Promise.resolve();
  constructor(private readonly pg: PGlite) {}

  private serialize<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  query<R extends object>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }> {
    return this.serialize(async () => {
      const res = await this.pg.query<R>(sql, params as unknown[] | undefined);
      return { rows: res.rows };
    });
  }

  exec(sql: string): Promise<void> {
    return this.serialize(async () => {
      await this.pg.exec(sql);
    });
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.serialize(() =>
      this.pg.transaction(async (t) => {
        const tx: Queryable = {
          query: async <R extends object>(sql: string, params?: readonly unknown[]) => {
            const res = await t.query<R>(sql, params as unknown[] | undefined);
            return { rows: res.rows };
          },
          exec: async (sql: string) => {
            await t.exec(sql);
          },
        };
        return fn(tx);
      }) as Promise<T>,
    );
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    const unsub = await this.pg.listen(channel, () => onNotify());
    return async () => unsub();
  }

  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    await this.pg.close();
  }
}

function quoteIdent(s: string): string {
  return '"' + s.replace(/"/g, '""') + '"';
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` when undefined. */
  pgliteDir?: string | undefined;
  /** Load a PGlite data dir dump (from `dumpPglite`) instead of starting empty. */
  pgliteLoadDataDir?: Blob | undefined;
  poolSize?: number;
  /** How long an idle PostgreSQL connection stays in the pool (0: until the pool ends); POOL_IDLE_TIMEOUT_MS unless given. */
  idleTimeoutMs?: number;
}

/**
 * The server's idle connections stay open (pg's default closes them after 10 s): a new connection
 * costs 23-33 ms, and its first statements another 50-120 ms while PostgreSQL loads the catalog
 * for it, which a root's first dashboard answer after a quiet spell paid (bench:scale-10k, 10,000
 * people). The pool's size bounds what it holds. Tests, which open many short-lived pools, keep pg's 10 s.
 */
export const POOL_IDLE_TIMEOUT_MS = 0;

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    // No JIT: the product's statements are short, and where the planner cannot estimate a row count (a trigger's transition
    // table, a CTE of one row) it costs them high enough to compile them: 700 of the 820 ms of the status counts' trigger after
    // a training assigned to a unit of 10,000 went to compiling (bench:scale-10k, EXPLAIN ANALYZE; ADR 0026)
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, idleTimeoutMillis: opts.idleTimeoutMs ?? POOL_IDLE_TIMEOUT_MS, options: '-c jit=off' });
    pool.on('error', () => undefined);
    return new PgDb(pool, opts.databaseUrl);
  }
  if (opts.pgliteDir) fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  const instance = await PGlite.create(opts.pgliteDir ?? 'memory://', {
    ...(opts.pgliteLoadDataDir ? { loadDataDir: opts.pgliteLoadDataDir } : {}),
  });
  return new PgliteDb(instance);
}

/** Dumps an embedded database so tests can start from a migrated template cheaply. */
export async function dumpPglite(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb)) throw new Error('dumpPglite needs a PGlite database');
  // access the private handle deliberately: this is a test-support function
  const inner = (db as unknown as { pg: PGlite }).pg;
  return inner.dumpDataDir('none') as Promise<Blob>;
}
