import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestApp, type TestApp } from '../support/app';
import { loadConfig } from '../../src/platform/config';

const DAY = 86_400_000;

/**
 * The end-to-end tests' clock (TEST_CLOCK=1): POST /api/test/clock moves the server's time forward
 * and runs the due-date scan up to it; without the setting the route does not exist, and
 * production refuses the setting.
 */
describe('test clock', () => {
  let withClock: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withClock = await startTestApp('pglite', { config: { testClock: true } });
    without = await startTestApp('pglite');
  });
  afterAll(async () => {
    await withClock?.close();
    await without?.close();
  });

  it('moves the server clock forward and scans the due dates up to the new now', async () => {
    const api = client(withClock.baseUrl);
    const before = Date.now();
    const moved = await api<{ now: string }>('POST', '/api/test/clock', { body: { advanceDays: 10 } });
    expect(moved.status).toBe(200);
    const now = Date.parse(moved.body.now);
    expect(now - before).toBeGreaterThanOrEqual(10 * DAY);
    expect(now - Date.now()).toBeLessThan(10 * DAY + 60_000);
    expect(withClock.app.kernel.clock.now().getTime()).toBeGreaterThanOrEqual(now);
    const { rows } = await withClock.testDb.db.query<{ scanned_until: Date | string }>("SELECT scanned_until FROM ntf_scan WHERE id = 'due'");
    const scanned = new Date(rows[0]!.scanned_until).getTime();
    expect(scanned).toBeGreaterThanOrEqual(before + 10 * DAY);
    expect(scanned).toBeLessThanOrEqual(now);

    const back = await api<{ now: string }>('DELETE', '/api/test/clock');
    expect(back.status).toBe(200);
    expect(Math.abs(Date.parse(back.body.now) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a step that is not a whole number of days from 1 to 3650, in German or English', async () => {
    const api = client(withClock.baseUrl);
    const de = await api<{ message: string }>('POST', '/api/test/clock', { body: { advanceDays: 0 } });
    expect(de.status).toBe(400);
    expect(de.body.message).toContain('advanceDays');
    const en = await api<{ message: string }>('POST', '/api/test/clock', { body: { advanceDays: 1.5 }, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/field "advanceDays"/);
  });

  it('does not exist without TEST_CLOCK=1, and production refuses the setting', async () => {
    const res = await client(without.baseUrl)('POST', '/api/test/clock', { body: { advanceDays: 1 } });
    expect(res.status).toBe(404);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });
});
