import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/platform/clock';
import { client, MemoryMailer, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany } from '../support/company';
import { dbTargets } from '../support/db';

interface ErrorBody {
  message: string;
  code: string;
}
interface AuthBody {
  token: string;
  user: { id: string; role: string; mustChangePassword: boolean };
}

const HOUR = 3_600_000;
const clock = fixedClock('2026-11-24T08:00:00.000Z');

/** Issue 14, item 2 (ADR 0014): session lifetime, temporary passwords, revocation that never waits for a projection. */
describe.each(dbTargets())('sessions on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let company: TestCompany;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    t = await startTestApp(target, { clock, mailer });
    api = client(t.baseUrl);
    company = await createCompany(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (email: string, password: string) => {
    const res = await api<AuthBody>('POST', '/api/auth/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const me = (token: string, lang?: string) => api<ErrorBody & { role: string; mustChangePassword: boolean }>('GET', '/api/auth/me', { token, ...(lang ? { lang } : {}) });
  const eventCount = async () => Number((await t.testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n);

  describe('idle timeout and absolute lifetime', () => {
    it('ends a session unused for SESSION_IDLE_HOURS (12) with 401 session_expired; each use moves the deadline', async () => {
      const u = await company.user('manager');
      clock.advance(11 * HOUR);
      expect((await me(u.token)).status).toBe(200);
      clock.advance(11 * HOUR);
      expect((await me(u.token)).status).toBe(200);
      clock.advance(12 * HOUR + 1000);
      const expired = await me(u.token);
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('session_expired');
      expect(expired.body.message).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
      expect((await me(u.token, 'en')).body.message).toBe('Your session has expired. Please sign in again.');
      // public routes still answer with the stale token; a new sign-in works
      const again = await api<AuthBody>('POST', '/api/auth/login', { token: u.token, body: { email: u.email, password: u.password } });
      expect(again.status).toBe(200);
      expect((await me(again.body.token)).status).toBe(200);
    });

    it('ends a session SESSION_MAX_DAYS (30) after sign-in however often it is used', async () => {
      const u = await company.user('non-managing');
      const started = clock.now().getTime();
      while (clock.now().getTime() + 10 * HOUR < started + 30 * 24 * HOUR) {
        clock.advance(10 * HOUR);
        expect((await me(u.token)).status).toBe(200);
      }
      clock.set(new Date(started + 30 * 24 * HOUR).toISOString());
      const expired = await me(u.token);
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('session_expired');
    });

    it('records the last use at most once a minute and appends no event for it', async () => {
      const u = await company.user('manager');
      const seen = async () =>
        (await t.testDb.db.query<{ last_seen_at: Date | string }>(`SELECT last_seen_at FROM idn_session_activity a JOIN idn_sessions s ON s.id = a.session_id WHERE s.user_id = $1`, [u.id]))
          .rows;
      const before = await eventCount();
      clock.advance(2 * 60_000);
      expect((await me(u.token)).status).toBe(200);
      const first = await seen();
      expect(first).toHaveLength(1);
      expect(new Date(first[0]!.last_seen_at).toISOString()).toBe(clock.now().toISOString());
      clock.advance(30_000);
      for (let i = 0; i < 5; i++) expect((await me(u.token)).status).toBe(200);
      expect(new Date((await seen())[0]!.last_seen_at).getTime()).toBe(new Date(first[0]!.last_seen_at).getTime());
      clock.advance(31_000);
      expect((await me(u.token)).status).toBe(200);
      expect(new Date((await seen())[0]!.last_seen_at).toISOString()).toBe(clock.now().toISOString());
      expect(await eventCount()).toBe(before);
    });
  });

  describe('temporary passwords', () => {
    const tempPasswordOf = (to: string) => {
      const mail = [...mailer.sent].reverse().find((m) => m.to === to);
      return /Tempor\S*res Passwort: (\S+)/.exec(mail?.text ?? '')?.[1] ?? /Temporary password: (\S+)/.exec(mail?.text ?? '')?.[1];
    };

    it('signing in with a temporary password ends every other session; until it is changed only change-password, me and logout answer', async () => {
      const u = await company.user('admin');
      const other = await login(u.email, u.password);
      expect((await api('POST', '/api/auth/forgot-password', { body: { email: u.email } })).status).toBe(200);
      const temp = tempPasswordOf(u.email);
      expect(temp).toMatch(/^[A-Za-z0-9]{12}$/);
      const viaTemp = await login(u.email, temp!);
      expect(viaTemp.user.mustChangePassword).toBe(true);
      // the sessions from before end at once
      expect((await me(u.token)).status).toBe(401);
      expect((await me(other.token)).status).toBe(401);

      const refused = await api<ErrorBody>('GET', '/api/users', { token: viaTemp.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'password_change_required', message: 'Bitte ändern Sie zuerst Ihr Passwort.' });
      expect((await api<ErrorBody>('GET', '/api/trainings', { token: viaTemp.token, lang: 'en' })).body.message).toBe('Please change your password first.');
      expect((await api<ErrorBody>('PATCH', '/api/user/profile', { token: viaTemp.token, body: { firstName: 'X', lastName: 'Y', email: u.email } })).status).toBe(403);
      const self = await me(viaTemp.token);
      expect(self.status).toBe(200);
      expect(self.body.mustChangePassword).toBe(true);

      const changed = await api('PATCH', '/api/user/change-password', { token: viaTemp.token, body: { currentPassword: temp, newPassword: 'mein-eigenes-1' } });
      expect(changed.status).toBe(200);
      expect((await api('GET', '/api/users', { token: viaTemp.token })).status).toBe(200);
      expect((await me(viaTemp.token)).body.mustChangePassword).toBe(false);
      expect((await api('POST', '/api/auth/logout', { token: viaTemp.token })).status).toBe(204);
    });

    it('logout answers while the password must be changed', async () => {
      const u = await company.user('manager');
      await api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
      const viaTemp = await login(u.email, tempPasswordOf(u.email)!);
      expect((await api('POST', '/api/auth/logout', { token: viaTemp.token })).status).toBe(204);
      expect((await me(viaTemp.token)).status).toBe(401);
    });

    it('signing in with the password an inviter chose ends the other sessions (of whoever else used it)', async () => {
      const email = `eingeladen-${Date.now().toString(36)}@firma.de`;
      const rootSession = await login(company.root.email, company.root.password);
      const invited = await api<{ id: string }>('POST', '/api/users', {
        token: rootSession.token,
        body: { email, firstName: 'Ina', lastName: 'Eingeladen', password: 'vom-chef-1', role: 'manager' },
      });
      expect(invited.status).toBe(201);
      const first = await login(email, 'vom-chef-1');
      expect(first.user.mustChangePassword).toBe(true);
      const second = await login(email, 'vom-chef-1');
      expect((await me(first.token)).status).toBe(401);
      expect((await me(second.token)).status).toBe(200);
      expect((await api<ErrorBody>('GET', '/api/trainings', { token: second.token })).body.code).toBe('password_change_required');
    });
  });

  describe('revocation takes effect before the answer, even when no projection runs', () => {
    // the projections stop: whatever authentication reads now must have been written by the command itself
    let root: TestCompany['root'];
    const users: Record<string, { id: string; email: string; password: string; token: string }> = {};

    beforeAll(async () => {
      // the clock moved weeks ahead in the tests above: a fresh session for root
      root = { ...company.root, token: (await login(company.root.email, company.root.password)).token };
      for (const name of ['deactivated', 'deleted', 'demoted', 'changer']) users[name] = await company.user(name === 'demoted' ? 'admin' : 'manager', name);
      await t.app.kernel.projections.stop();
    });

    it('a new session works at once', async () => {
      const s = await login(users.changer!.email, users.changer!.password);
      expect((await me(s.token)).status).toBe(200);
    });

    it('deactivation', async () => {
      expect((await api('PATCH', `/api/users/${users.deactivated!.id}/deactivate`, { token: root.token })).status).toBe(200);
      expect((await me(users.deactivated!.token)).status).toBe(401);
    });

    it('deletion', async () => {
      expect((await api('DELETE', `/api/users/${users.deleted!.id}`, { token: root.token })).status).toBeLessThan(300);
      expect((await me(users.deleted!.token)).status).toBe(401);
    });

    it('a role change: the next request has the new role', async () => {
      expect((await api('GET', '/api/users', { token: users.demoted!.token })).status).toBe(200);
      expect((await api('PATCH', `/api/users/${users.demoted!.id}`, { token: root.token, body: { role: 'non-managing' } })).status).toBe(200);
      expect((await api('GET', '/api/users', { token: users.demoted!.token })).status).toBe(403);
    });

    it('a password change ends the other sessions, not the caller’s', async () => {
      const u = users.changer!;
      const second = await login(u.email, u.password);
      const res = await api('PATCH', '/api/user/change-password', { token: second.token, body: { currentPassword: u.password, newPassword: 'ganz-neu-123' } });
      expect(res.status).toBe(200);
      expect((await me(u.token)).status).toBe(401);
      expect((await me(second.token)).status).toBe(200);
    });

    it('sign-out', async () => {
      const u = users.demoted!;
      expect((await api('POST', '/api/auth/logout', { token: u.token })).status).toBe(204);
      expect((await me(u.token)).status).toBe(401);
    });
  });
});
