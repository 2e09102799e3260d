import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../db';
import { fixedClock } from '../clock';
import { HttpError } from './errors';
import { backoffSeconds, BackoffLimiter, DbRateLimiter, forgetRateLimitKeys, rateLimitMigrations, sweepRateLimits } from './rate-limit-store';

const SCHEDULE = { free: 5, maxSeconds: 900, forgetAfterSeconds: 86_400 };

describe('backoffSeconds (the delay schedule)', () => {
  it('5 free failures, then 1 s, 2 s, 4 s … doubling', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, SCHEDULE))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => backoffSeconds(n, SCHEDULE))).toEqual([1, 2, 4, 8, 16]);
  });

  it('is capped at 15 minutes, also for huge counts', () => {
    expect(backoffSeconds(14, SCHEDULE)).toBe(512);
    expect(backoffSeconds(15, SCHEDULE)).toBe(900);
    expect(backoffSeconds(1_000_000, SCHEDULE)).toBe(900);
  });
});

/** The 429's wait in seconds, or null when the call went through. */
async function waitOf(p: Promise<unknown>): Promise<number | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return err.extra.retryAfter as number;
    throw err;
  }
}

describe('rate-limit state in the database', () => {
  let db: Db;
  const clock = fixedClock('2026-03-01T10:00:00Z');
  const now = () => clock.now();
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, rateLimitMigrations);
  });
  afterAll(() => db.close());

  it('backoff: free failures, then a growing wait that check() answers with 429 and the seconds left', async () => {
    const b = new BackoffLimiter(db, SCHEDULE, now);
    for (let i = 0; i < 4; i++) expect(await b.fail('k1')).toBe(0);
    expect(await waitOf(b.check('k1'))).toBeNull();
    expect(await b.fail('k1')).toBe(1);
    expect(await waitOf(b.check('k1'))).toBe(1);
    expect(await waitOf(b.check('other'))).toBeNull();
    clock.advance(1000);
    expect(await waitOf(b.check('k1'))).toBeNull();
    expect(await b.fail('k1')).toBe(2);
    clock.advance(500);
    expect(await waitOf(b.check('k1'))).toBe(2);
    await b.clear('k1');
    expect(await waitOf(b.check('k1'))).toBeNull();
    expect(await b.fail('k1')).toBe(0);
  });

  it('backoff: failures older than the memory are forgotten', async () => {
    const b = new BackoffLimiter(db, SCHEDULE, now);
    for (let i = 0; i < 6; i++) await b.fail('k2');
    clock.advance(86_401_000);
    expect(await waitOf(b.check('k2'))).toBeNull();
    expect(await b.fail('k2')).toBe(0);
  });

  it('two limiters on one database share the count (two API processes)', async () => {
    const a = new DbRateLimiter(db, 3, 60_000, now);
    const b = new DbRateLimiter(db, 3, 60_000, now);
    await a.hit('ip:1');
    await b.hit('ip:1');
    await a.hit('ip:1');
    expect(await waitOf(b.hit('ip:1'))).toBe(60);
    clock.advance(60_000);
    expect(await waitOf(a.hit('ip:1'))).toBeNull();
  });

  it('limiters with different scopes never share a counter, whatever the key', async () => {
    const forgotIp = new DbRateLimiter(db, 1, 60_000, now, 'forgot-ip');
    const registerIp = new DbRateLimiter(db, 1, 60_000, now, 'register-ip');
    await forgotIp.hit('ip:9');
    expect(await waitOf(registerIp.hit('ip:9'))).toBeNull();
    expect(await waitOf(forgotIp.hit('ip:9'))).toBe(60);
    await registerIp.reset('ip:9');
    expect(await waitOf(forgotIp.check('ip:9'))).toBe(60);
    const { rows } = await db.query<{ key: string }>("SELECT key FROM rl_counters WHERE key LIKE '%ip:9' ORDER BY key");
    expect(rows.map((r) => r.key)).toEqual(['forgot-ip:ip:9']);
  });

  it('check() refuses a used-up window without counting; count() counts without refusing', async () => {
    const l = new DbRateLimiter(db, 2, 60_000, now);
    expect(await waitOf(l.check('spray'))).toBeNull();
    expect((await l.count('spray')).count).toBe(1);
    expect(await waitOf(l.check('spray'))).toBeNull();
    expect((await l.count('spray')).count).toBe(2);
    expect(await waitOf(l.check('spray'))).toBe(60);
    expect((await l.count('spray')).count).toBe(3);
    clock.advance(60_000);
    expect(await waitOf(l.check('spray'))).toBeNull();
  });

  it('sweeps rows past their time and forgets keys by prefix', async () => {
    const b = new BackoffLimiter(db, SCHEDULE, now);
    await new DbRateLimiter(db, 3, 1000, now).hit('old');
    await b.fail('login:a@b.de|1.2.3.4');
    await b.fail('login:a@b.de|5.6.7.8');
    await b.fail('login:a_b.de|1.2.3.4');
    clock.advance(2000);
    await sweepRateLimits(db, clock.now());
    expect((await db.query("SELECT 1 FROM rl_counters WHERE key = 'old'")).rows).toHaveLength(0);
    await forgetRateLimitKeys(db, ['login:a@b.de|']);
    const { rows } = await db.query<{ key: string }>("SELECT key FROM rl_backoff WHERE key LIKE 'login:%' ORDER BY key");
    expect(rows.map((r) => r.key)).toEqual(['login:a_b.de|1.2.3.4']);
  });
});
