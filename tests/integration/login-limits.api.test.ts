import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { dbTargets } from '../support/db';
import { client, MemoryMailer, registration, startTestApp, type TestApp } from '../support/app';
import { createApp, type App } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';
import { backoffSeconds } from '../../src/platform/http';
import { LOGIN_BACKOFF, LOGIN_PER_ADDRESS } from '../../src/modules/identity/shared/login-limits';

interface LoginAnswer {
  status: number;
  retryAfter: string | null;
  body: { code?: string; message?: string; token?: string };
}

/** Signs in through the API as a client at `address` (one trusted proxy appends it to X-Forwarded-For). */
async function login(baseUrl: string, address: string, email: string, password: string, lang = 'de'): Promise<LoginAnswer> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `6.6.6.6, ${address}`, 'Accept-Language': lang },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: (await res.json()) as LoginAnswer['body'] };
}

describe.each(dbTargets())('sign-in limits per (account, address), in the database (%s)', (target) => {
  let t: TestApp;
  const clock = fixedClock('2026-05-04T08:00:00.000Z');
  const config = { trustProxyHops: 1 };

  async function registerUser() {
    const payload = registration();
    const res = await client(t.baseUrl)('POST', '/api/auth/register', { body: payload });
    expect(res.status).toBe(201);
    return payload;
  }

  beforeAll(async () => {
    t = await startTestApp(target, { clock, mailer: new MemoryMailer(), config });
  });
  afterAll(() => t.close());

  it('10 wrong passwords from one address: that pair waits (429, Retry-After, German/English), the right password from another address signs in', async () => {
    const u = await registerUser();
    for (let i = 1; i <= 10; i++) {
      expect((await login(t.baseUrl, '198.51.100.1', u.email, 'falsch!!')).status).toBe(401);
      // wait out the delay, so each of the ten is counted
      if (i < 10) clock.advance(backoffSeconds(i, LOGIN_BACKOFF) * 1000);
    }
    const blocked = await login(t.baseUrl, '198.51.100.1', u.email, u.password);
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe(String(backoffSeconds(10, LOGIN_BACKOFF)));
    expect(blocked.body.code).toBe('rate_limited');
    expect(blocked.body.message).toBe(`Zu viele Versuche. Bitte warten Sie ${backoffSeconds(10, LOGIN_BACKOFF)} Sekunden und versuchen Sie es erneut.`);
    expect((await login(t.baseUrl, '198.51.100.1', u.email, u.password, 'en')).body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);

    const elsewhere = await login(t.baseUrl, '203.0.113.7', u.email, u.password);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toBeTruthy();
  });

  it('the delay grows 1 s, 2 s, 4 s after the fifth failure; a successful sign-in clears the pair', async () => {
    const u = await registerUser();
    const from = '198.51.100.2';
    for (let i = 0; i < 5; i++) expect((await login(t.baseUrl, from, u.email, 'falsch!!')).status).toBe(401);
    expect((await login(t.baseUrl, from, u.email, u.password)).retryAfter).toBe('1');
    clock.advance(1000);
    expect((await login(t.baseUrl, from, u.email, 'falsch!!')).status).toBe(401);
    expect((await login(t.baseUrl, from, u.email, u.password)).retryAfter).toBe('2');
    clock.advance(2000);
    expect((await login(t.baseUrl, from, u.email, 'falsch!!')).status).toBe(401);
    expect((await login(t.baseUrl, from, u.email, u.password)).retryAfter).toBe('4');
    clock.advance(4000);
    expect((await login(t.baseUrl, from, u.email, u.password)).status).toBe(200);
    // cleared: the next wrong password is the first of a new count
    for (let i = 0; i < 4; i++) expect((await login(t.baseUrl, from, u.email, 'falsch!!')).status).toBe(401);
    expect((await login(t.baseUrl, from, u.email, u.password)).status).toBe(200);
  });

  it('an unknown address counts like a wrong password (no difference to tell them apart)', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.baseUrl, '198.51.100.3', 'niemand@nirgends.de', 'falsch!!')).status).toBe(401);
    expect((await login(t.baseUrl, '198.51.100.3', 'niemand@nirgends.de', 'falsch!!')).status).toBe(429);
  });

  it('per address across accounts: after 100 failures in 15 minutes the address waits; successes do not count; other addresses go on', async () => {
    const u = await registerUser();
    const db = t.app.kernel.db;
    const counted = async (address: string) =>
      Number((await db.query<{ count: number }>('SELECT count FROM rl_counters WHERE key = $1', [`login-ip:${address}`])).rows[0]?.count ?? 0);
    expect((await login(t.baseUrl, '198.51.100.9', u.email, u.password)).status).toBe(200);
    expect(await counted('198.51.100.9')).toBe(0);
    expect((await login(t.baseUrl, '198.51.100.9', 'jemand@anders.de', 'falsch!!')).status).toBe(401);
    expect(await counted('198.51.100.9')).toBe(1);
    // 99 more failures against other accounts (written directly: the count is what matters here)
    await db.query('UPDATE rl_counters SET count = $2 WHERE key = $1', ['login-ip:198.51.100.9', LOGIN_PER_ADDRESS.limit]);
    const sprayed = await login(t.baseUrl, '198.51.100.9', u.email, u.password);
    expect(sprayed.status).toBe(429);
    expect(Number(sprayed.retryAfter)).toBeGreaterThan(800);
    expect((await login(t.baseUrl, '198.51.100.10', u.email, u.password)).status).toBe(200);
    clock.advance(LOGIN_PER_ADDRESS.windowMs);
    expect((await login(t.baseUrl, '198.51.100.9', u.email, u.password)).status).toBe(200);
  });

  it('holds across two app instances on one database', async () => {
    const u = await registerUser();
    // a second API process: its own app (and, on PostgreSQL, its own connection pool) on the same database
    const second: App = await createApp({
      ...(t.testDb.url ? {} : { db: t.testDb.db }),
      mailer: new MemoryMailer(),
      clock,
      config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', databaseUrl: t.testDb.url, ...config },
      log: () => undefined,
    });
    try {
      const server = await second.listen(0);
      const otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const from = '198.51.100.4';
      for (let i = 0; i < 3; i++) expect((await login(t.baseUrl, from, u.email, 'falsch!!')).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await login(otherUrl, from, u.email, 'falsch!!')).status).toBe(401);
      // five failures counted over both processes: both refuse the pair now
      expect((await login(t.baseUrl, from, u.email, u.password)).status).toBe(429);
      expect((await login(otherUrl, from, u.email, u.password)).status).toBe(429);
      expect((await login(otherUrl, '203.0.113.8', u.email, u.password)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
