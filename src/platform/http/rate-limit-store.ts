import type { Migration, Queryable } from '../db';
import { tooManyRequests } from './errors';

/**
 * Rate-limit state in the database (ADR 0015), so a limit holds across several API processes
 * behind a balancer: fixed-window counters (`rl_counters`) and growing delays after failures
 * (`rl_backoff`). Every write is one upsert with the time of the app's clock; rows past their
 * time are swept now and then by whichever process writes.
 */
export const rateLimitMigrations: Migration[] = [
  {
    id: '0005_rate_limits',
    sql: `
CREATE TABLE rl_counters (
  key      text PRIMARY KEY,
  count    integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rl_counters_reset ON rl_counters (reset_at);
CREATE TABLE rl_backoff (
  key             text PRIMARY KEY,
  failures        integer NOT NULL,
  blocked_until   timestamptz,
  last_failure_at timestamptz NOT NULL
);
CREATE INDEX rl_backoff_last_failure ON rl_backoff (last_failure_at);
`,
  },
];

/** The delays after failures: `free` failures cost nothing, then 1 s, 2 s, 4 s … up to `maxSeconds`. */
export interface BackoffSchedule {
  readonly free: number;
  readonly maxSeconds: number;
  /** Failures older than this are forgotten (the count starts again). */
  readonly forgetAfterSeconds: number;
}

/** Seconds to wait after the `failures`-th failure in a row (0 while still free). */
export function backoffSeconds(failures: number, s: BackoffSchedule): number {
  if (failures < s.free) return 0;
  // 2^n grows past any cap quickly: stop at the cap before the power gets large
  const n = failures - s.free;
  return n >= 30 ? s.maxSeconds : Math.min(2 ** n, s.maxSeconds);
}

/** How often (in writes of this process) rows past their time are swept. */
const SWEEP_EVERY = 500;
/** Kept for the sweep: the longest failure memory of any backoff limiter. */
const FORGET_AFTER_MAX_SECONDS = 7 * 24 * 3600;

let writes = 0;
function maybeSweep(db: Queryable, now: Date): Promise<void> {
  return ++writes % SWEEP_EVERY === 0 ? sweepRateLimits(db, now) : Promise.resolve();
}

/** Deletes counters whose window ended and failure rows that are neither blocking nor remembered. */
export async function sweepRateLimits(db: Queryable, now: Date, forgetAfterSeconds = FORGET_AFTER_MAX_SECONDS): Promise<void> {
  await db.query('DELETE FROM rl_counters WHERE reset_at <= $1', [now]);
  await db.query(
    `DELETE FROM rl_backoff WHERE last_failure_at < $1::timestamptz - make_interval(secs => $2) AND (blocked_until IS NULL OR blocked_until <= $1)`,
    [now, forgetAfterSeconds],
  );
}

/** Forgets the given keys (e.g. a deleted company's users' sign-in failures). */
export async function forgetRateLimitKeys(db: Queryable, keyPrefixes: readonly string[]): Promise<void> {
  if (keyPrefixes.length === 0) return;
  const patterns = keyPrefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  await db.query('DELETE FROM rl_counters WHERE key LIKE ANY($1::text[])', [patterns]);
  await db.query('DELETE FROM rl_backoff WHERE key LIKE ANY($1::text[])', [patterns]);
}

/**
 * Fixed-window counter per key in the database: at most `limit` hits per `windowMs`. With a
 * `scope`, keys are stored as `scope:key`, so limiters sharing the table never share a counter.
 */
export class DbRateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
    private readonly scope = '',
  ) {}

  private keyOf(key: string): string {
    return this.scope ? `${this.scope}:${key}` : key;
  }

  /** Counts one attempt for every key; throws 429 (with the seconds to wait) when any key is over its limit. */
  async hit(...keys: string[]): Promise<void> {
    let worst = 0;
    for (const key of keys) {
      const { count, wait } = await this.count(key);
      if (count > this.limit) worst = Math.max(worst, Math.ceil(wait));
    }
    if (worst > 0) throw tooManyRequests(Math.max(1, worst));
  }

  /** 429 when the key has used up its window already (counts nothing). */
  async check(key: string): Promise<void> {
    const now = this.now();
    const { rows } = await this.db.query<{ wait: number }>(
      'SELECT extract(epoch FROM reset_at - $2::timestamptz)::float8 AS wait FROM rl_counters WHERE key = $1 AND reset_at > $2 AND count >= $3',
      [this.keyOf(key), now, this.limit],
    );
    const wait = rows[0]?.wait;
    if (wait !== undefined) throw tooManyRequests(Math.max(1, Math.ceil(wait)));
  }

  /** Counts one for the key in its current window; returns the count and the seconds until the window ends. */
  async count(key: string): Promise<{ count: number; wait: number }> {
    const now = this.now();
    const { rows } = await this.db.query<{ count: number; wait: number }>(
      `INSERT INTO rl_counters AS c (key, count, reset_at) VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.reset_at <= $2 THEN 1 ELSE c.count + 1 END,
         reset_at = CASE WHEN c.reset_at <= $2 THEN EXCLUDED.reset_at ELSE c.reset_at END
       RETURNING count, extract(epoch FROM reset_at - $2::timestamptz)::float8 AS wait`,
      [this.keyOf(key), now, this.windowMs / 1000],
    );
    await maybeSweep(this.db, now);
    return rows[0] ?? { count: 1, wait: this.windowMs / 1000 };
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rl_counters WHERE key = $1', [this.keyOf(key)]);
  }
}

/**
 * Growing delays after failures per key: `check` refuses (429 with `Retry-After`) while the key
 * waits, `fail` counts a failure and sets the wait from the schedule, `clear` forgets the key.
 */
export class BackoffLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly schedule: BackoffSchedule,
    private readonly now: () => Date,
  ) {}

  async check(key: string): Promise<void> {
    const now = this.now();
    const { rows } = await this.db.query<{ wait: number }>(
      'SELECT extract(epoch FROM blocked_until - $2::timestamptz)::float8 AS wait FROM rl_backoff WHERE key = $1 AND blocked_until > $2',
      [key, now],
    );
    const wait = rows[0]?.wait;
    if (wait !== undefined) throw tooManyRequests(Math.max(1, Math.ceil(wait)));
  }

  /** Counts a failure; returns the seconds the key has to wait now (0 while failures are free). */
  async fail(key: string): Promise<number> {
    const now = this.now();
    const { rows } = await this.db.query<{ failures: number }>(
      `INSERT INTO rl_backoff AS b (key, failures, blocked_until, last_failure_at) VALUES ($1, 1, NULL, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN b.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE b.failures + 1 END,
         last_failure_at = $2
       RETURNING failures`,
      [key, now, this.schedule.forgetAfterSeconds],
    );
    const wait = backoffSeconds(rows[0]?.failures ?? 1, this.schedule);
    if (wait > 0) {
      // concurrent failures each set their own wait: the longest one stays
      await this.db.query(
        `UPDATE rl_backoff SET blocked_until = greatest(coalesce(blocked_until, $2), $2::timestamptz + make_interval(secs => $3)) WHERE key = $1`,
        [key, now, wait],
      );
    }
    await maybeSweep(this.db, now);
    return wait;
  }

  /**
   * Counts an attempt as a failure before it is checked, together with the wait it sets, in one
   * statement: concurrent attempts (in any process) cannot all pass a check made before the first
   * one failed. 429 while the key waits; a success `clear`s the key. Answers the attempts in a row
   * counted so far, this one included.
   */
  async reserve(key: string): Promise<number> {
    const now = this.now();
    const s = this.schedule;
    const failures = 'CASE WHEN b.last_failure_at < $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE b.failures + 1 END';
    const firstWait = backoffSeconds(1, s);
    const { rows } = await this.db.query<{ failures: number }>(
      `INSERT INTO rl_backoff AS b (key, failures, blocked_until, last_failure_at) VALUES ($1, 1, $6, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = ${failures},
         last_failure_at = $2,
         blocked_until = CASE WHEN ${failures} < $4 THEN NULL
                              ELSE $2::timestamptz + make_interval(secs => least(power(2, least(${failures} - $4, 30)), $5)) END
       WHERE b.blocked_until IS NULL OR b.blocked_until <= $2
       RETURNING failures`,
      [key, now, s.forgetAfterSeconds, s.free, s.maxSeconds, firstWait > 0 ? new Date(now.getTime() + firstWait * 1000) : null],
    );
    if (rows.length === 0) {
      await this.check(key);
      throw tooManyRequests(1);
    }
    await maybeSweep(this.db, now);
    return rows[0]!.failures;
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM rl_backoff WHERE key = $1', [key]);
  }
}
