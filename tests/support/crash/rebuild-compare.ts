import pg from 'pg';
import { productModules } from '../../../src/app';
import type { Db, Queryable } from '../../../src/platform/db';
import { ProjectionRunner } from '../../../src/platform/projections';
import { allMigrations } from '../app';
import { createTestDb } from '../db';
import { COUNTS_FROM_SQL } from '../../../projections/compliance/counts';

/**
 * Columns that record when and how a reactor handled a row, not what the events say: the
 * delivery state of the mail outboxes (the dispatcher's attempts, locks and send times, and the
 * wall clock at which the row was queued) and the wall clock at which the audit chain sealed a
 * link (not part of its hash). A rebuild cannot reproduce them; every other column of every table
 * a projection writes is compared.
 */
export const REACTOR_STATE: Readonly<Record<string, readonly string[]>> = {
  idn_invitation_outbox: ['status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'sent_at', 'created_at'],
  idn_email_notice_outbox: ['status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'sent_at', 'created_at'],
  inf_mail_outbox: ['status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'sent_at', 'created_at'],
  audit_chain_links: ['sealed_at'],
};

const WRITES = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+([a-z_][a-z0-9_]*)/gi;

/** A Db that reports the tables every statement of its transactions writes to (by the statement's text). */
function recordingDb(db: Db, onWrite: (table: string) => void): Db {
  const watch = (sql: string) => {
    for (const m of sql.matchAll(WRITES)) onWrite(m[1]!.toLowerCase());
  };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => (watch(sql), q.query(sql, params)),
    exec: (sql) => (watch(sql), q.exec(sql)),
  });
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}

export interface ProjectionDiff {
  readonly projection: string;
  readonly table: string;
  readonly live: number;
  readonly rebuilt: number;
  /** Rows only in the live table, then rows only in the rebuilt one (first few). */
  readonly onlyLive: string[];
  readonly onlyRebuilt: string[];
}

export interface Comparison {
  readonly events: number;
  /** Projections that wrote at least one table during the rebuild (their tables are compared). */
  readonly projections: number;
  /** Projections of the product that wrote no table (a reactor whose events did not occur). */
  readonly notCompared: string[];
  readonly tables: number;
  readonly rowsCompared: number;
  readonly differences: ProjectionDiff[];
}

/** Every row of a table as canonical JSON (sorted keys, reactor-state columns left out), sorted. */
async function rowsOf(q: Queryable, table: string): Promise<string[]> {
  const skip = new Set(REACTOR_STATE[table] ?? []);
  const { rows } = await q.query(`SELECT * FROM ${table}`);
  return rows
    .map((r) => {
      const keys = Object.keys(r).filter((k) => !skip.has(k)).sort();
      return JSON.stringify(keys.map((k) => [k, (r as Record<string, unknown>)[k]]));
    })
    .sort();
}

/**
 * The compliance status counts are compared as what they mean (COUNTS_FROM_SQL, from an instant
 * after both watermarks), not row by row: how they split between counts and moves depends on
 * when reads folded them, which a rebuild cannot reproduce.
 */
async function countsOf(a: Queryable, b: Queryable): Promise<[string[], string[]]> {
  const watermark = async (q: Queryable) => (await q.query<{ f: Date | string }>('SELECT folded_at AS f FROM cmp_count_fold')).rows[0]?.f;
  const [fa, fb] = [await watermark(a), await watermark(b)];
  const from = new Date(Math.max(...[fa, fb].map((f) => (f === undefined ? -Infinity : new Date(f).getTime())).filter(Number.isFinite), 0));
  const rows = async (q: Queryable) => (await q.query(COUNTS_FROM_SQL, [from])).rows.map((r) => JSON.stringify(r)).sort();
  return [await rows(a), await rows(b)];
}

function multisetDiff(a: readonly string[], b: readonly string[]): { onlyA: string[]; onlyB: string[] } {
  const count = new Map<string, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  const onlyB: string[] = [];
  for (const x of b) {
    const c = count.get(x) ?? 0;
    if (c > 0) count.set(x, c - 1);
    else onlyB.push(x);
  }
  const onlyA = [...count].flatMap(([x, c]) => Array<string>(c).fill(x));
  return { onlyA, onlyB };
}

export interface Rebuilt {
  /** Compares the live database's projection tables, as they are now, with the rebuilt ones. */
  compare(): Promise<Comparison>;
  /** A connection to the live database (for the test's own checks). */
  readonly live: Queryable;
  dispose(): Promise<void>;
}

/**
 * Rebuilds every projection of the product from position zero in a fresh database that holds
 * only a copy of the live event log (es_events, es_streams), with the product's own rebuild
 * (`ProjectionRunner.rebuild`, as `npm run projections:rebuild -- all`). `compare` then checks,
 * table by table, every table a projection wrote during its rebuild against the same table of the
 * live database. The live server must be stopped or idle.
 */
export async function rebuildFromLog(liveUrl: string): Promise<Rebuilt> {
  const liveClient = new pg.Client({ connectionString: liveUrl });
  await liveClient.connect();
  const live: Queryable = {
    query: async <R extends object>(sql: string, params?: readonly unknown[]) => ({ rows: (await liveClient.query(sql, params as unknown[] | undefined)).rows as R[] }),
    exec: async (sql: string) => void (await liveClient.query(sql)),
  };
  const fresh = await createTestDb('postgres', allMigrations(), 4);
  const dispose = async () => {
    await liveClient.end();
    await fresh.drop();
  };
  try {
    const copy = async (table: string, order: string) => {
      const { rows } = await live.query<{ j: unknown }>(`SELECT coalesce(jsonb_agg(t ORDER BY ${order}), '[]') AS j FROM ${table} t`);
      const overriding = table === 'es_events' ? 'OVERRIDING SYSTEM VALUE' : '';
      await fresh.db.query(`INSERT INTO ${table} ${overriding} SELECT * FROM jsonb_populate_recordset(null::${table}, $1::jsonb)`, [JSON.stringify(rows[0]!.j)]);
    };
    await fresh.db.query('DELETE FROM es_events');
    await fresh.db.query('DELETE FROM es_streams');
    await copy('es_streams', 'tenant_id, stream_id');
    await copy('es_events', 'global_position');
    const { rows: counted } = await fresh.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events');

    let current = '';
    const written = new Map<string, Set<string>>();
    const db = recordingDb(fresh.db, (table) => {
      if (table !== 'projection_checkpoints') written.get(current)?.add(table);
    });
    const projections = productModules().all.flatMap((m) => m.projections);
    const runner = new ProjectionRunner(db, projections, { log: () => undefined });
    await runner.init();
    for (const p of projections) {
      current = p.name;
      written.set(p.name, new Set());
      await runner.rebuild(p.name);
    }

    const { rows: existing } = await fresh.db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    const tables = new Set(existing.map((r) => r.tablename));
    const owners = new Map<string, string[]>();
    for (const p of projections) for (const t of written.get(p.name)!) if (tables.has(t)) owners.set(t, [...(owners.get(t) ?? []), p.name]);
    const compared = new Set([...owners.values()].flat());

    async function compare(): Promise<Comparison> {
      const differences: ProjectionDiff[] = [];
      let rowsCompared = 0;
      for (const [table, names] of [...owners].sort(([a], [b]) => a.localeCompare(b))) {
        if (table === 'cmp_status_moves') continue; // compared with cmp_status_counts
        const [a, b] = table === 'cmp_status_counts' ? await countsOf(live, fresh.db) : [await rowsOf(live, table), await rowsOf(fresh.db, table)];
        rowsCompared += Math.max(a.length, b.length);
        const { onlyA, onlyB } = multisetDiff(a, b);
        if (onlyA.length || onlyB.length) differences.push({ projection: names.join(', '), table, live: a.length, rebuilt: b.length, onlyLive: onlyA.slice(0, 3), onlyRebuilt: onlyB.slice(0, 3) });
      }
      return { events: Number(counted[0]!.n), projections: compared.size, notCompared: projections.map((p) => p.name).filter((n) => !compared.has(n)), tables: owners.size, rowsCompared, differences };
    }
    return { compare, live, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
