import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { dbTargets } from '../support/db';
import { MemoryMailer, startTestApp, type TestApp } from '../support/app';
import { createApp, type App } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';

/**
 * The limits besides sign-in (forgot password, registration, invitations, password confirmation,
 * the contact form) live in the database like the sign-in limits (ADR 0015): two API processes on
 * one database count together, with the numbers and texts they had in memory.
 */

async function post(baseUrl: string, path: string, address: string, body: unknown, lang = 'de') {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'Accept-Language': lang },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: (await res.json()) as { code?: string; message?: string } };
}

describe.each(dbTargets())('rate limits in the database across two app instances (%s)', (target) => {
  let t: TestApp;
  let second: App;
  let otherUrl: string;
  const clock = fixedClock('2026-06-01T08:00:00.000Z');
  const config = { trustProxyHops: 1 };

  beforeAll(async () => {
    t = await startTestApp(target, { clock, mailer: new MemoryMailer(), config });
    // a second API process: its own app (and, on PostgreSQL, its own connection pool) on the same database
    second = await createApp({
      ...(t.testDb.url ? {} : { db: t.testDb.db }),
      mailer: new MemoryMailer(),
      clock,
      config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', databaseUrl: t.testDb.url, ...config },
      log: () => undefined,
    });
    const server = await second.listen(0);
    otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('forgot password: 5 an hour per address, counted over both processes, then 429 with the seconds to wait', async () => {
    const ask = (url: string, lang?: string) => post(url, '/api/auth/forgot-password', '198.51.100.20', { email: 'niemand@nirgends.de' }, lang);
    for (let i = 0; i < 3; i++) expect((await ask(t.baseUrl)).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await ask(otherUrl)).status).toBe(404);
    const refused = await ask(t.baseUrl);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('3600');
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).toBe('Zu viele Versuche. Bitte warten Sie 3600 Sekunden und versuchen Sie es erneut.');
    expect((await ask(otherUrl, 'en')).body.message).toMatch(/^Too many attempts\. Please wait 3600 seconds/);
    clock.advance(60 * 60_000);
    expect((await ask(otherUrl)).status).toBe(404);
  });

  it('contact form: 3 an hour per sender address over both processes; another sender goes on', async () => {
    const send = (url: string, email: string) =>
      post(url, '/api/contact', '198.51.100.21', { firstName: 'Karl', lastName: 'Kunde', email, message: 'Bitte um Rückruf', gdprConsent: true });
    expect((await send(t.baseUrl, 'karl@kunde.de')).status).toBe(201);
    expect((await send(otherUrl, 'karl@kunde.de')).status).toBe(201);
    expect((await send(t.baseUrl, 'karl@kunde.de')).status).toBe(201);
    expect((await send(otherUrl, 'karl@kunde.de')).status).toBe(429);
    expect((await send(t.baseUrl, 'karla@kunde.de')).status).toBe(201);
  });
});
