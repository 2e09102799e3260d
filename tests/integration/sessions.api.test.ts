import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';
import { client, MemoryMailer, type ErrorBody } from '../support/app';
import { type TestCompany } from '../support/company';
import { useApiWorld } from '../support/world';
import { dbTargets } from '../support/db';

interface AuthBody {
  token: string;
  user: { id: string; role: string; mustChangePassword: boolean };
}

const HOUR = 3_600_000;
const clock = fixedClock('2026-11-24T08:00:00.000Z');

/** Issue 14, item 2 (ADR 0014): session lifetime, temporary passwords, revocation that never waits for a projection. */
describe.each(dbTargets())('sessions on %s', (target) => {
  const mailer = new MemoryMailer();
  const w = useApiWorld(target, { app: { clock, mailer } });

  const login = async (email: string, password: string) => {
    const res = await w.api<AuthBody>('POST', '/api/auth/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const me = (token: string, lang?: string) => w.api<ErrorBody & { role: string; mustChangePassword: boolean }>('GET', '/api/auth/me', { token, ...(lang ? { lang } : {}) });
  const eventCount = async () => Number((await w.t.testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n);

  describe('idle timeout and absolute lifetime', () => {
    it('ends a session unused for SESSION_IDLE_HOURS (12) with 401 session_expired; each use moves the deadline', async () => {
      const u = await w.acme.user('manager');
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
      const again = await w.api<AuthBody>('POST', '/api/auth/login', { token: u.token, body: { email: u.email, password: u.password } });
      expect(again.status).toBe(200);
      expect((await me(again.body.token)).status).toBe(200);
    });

    it('ends a session SESSION_MAX_DAYS (30) after sign-in however often it is used', async () => {
      const u = await w.acme.user('non-managing');
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
      const u = await w.acme.user('manager');
      const seen = async () =>
        (await w.t.testDb.db.query<{ last_seen_at: Date | string }>(`SELECT last_seen_at FROM idn_session_activity a JOIN idn_sessions s ON s.id = a.session_id WHERE s.user_id = $1`, [u.id]))
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
      const u = await w.acme.user('admin');
      const other = await login(u.email, u.password);
      expect((await w.api('POST', '/api/auth/forgot-password', { body: { email: u.email } })).status).toBe(200);
      const temp = tempPasswordOf(u.email);
      expect(temp).toMatch(/^[A-Za-z0-9]{12}$/);
      const viaTemp = await login(u.email, temp!);
      expect(viaTemp.user.mustChangePassword).toBe(true);
      // the sessions from before end at once
      expect((await me(u.token)).status).toBe(401);
      expect((await me(other.token)).status).toBe(401);

      const refused = await w.api<ErrorBody>('GET', '/api/users', { token: viaTemp.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'password_change_required', message: 'Bitte ändern Sie zuerst Ihr Passwort.' });
      expect((await w.api<ErrorBody>('GET', '/api/trainings', { token: viaTemp.token, lang: 'en' })).body.message).toBe('Please change your password first.');
      expect((await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: viaTemp.token, body: { firstName: 'X', lastName: 'Y', email: u.email } })).status).toBe(403);
      const self = await me(viaTemp.token);
      expect(self.status).toBe(200);
      expect(self.body.mustChangePassword).toBe(true);

      const changed = await w.api('PATCH', '/api/user/change-password', { token: viaTemp.token, body: { currentPassword: temp, newPassword: 'mein-eigenes-1' } });
      expect(changed.status).toBe(200);
      expect((await w.api('GET', '/api/users', { token: viaTemp.token })).status).toBe(200);
      expect((await me(viaTemp.token)).body.mustChangePassword).toBe(false);
      expect((await w.api('POST', '/api/auth/logout', { token: viaTemp.token })).status).toBe(204);
    });

    it('logout answers while the password must be changed', async () => {
      const u = await w.acme.user('manager');
      await w.api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
      const viaTemp = await login(u.email, tempPasswordOf(u.email)!);
      expect((await w.api('POST', '/api/auth/logout', { token: viaTemp.token })).status).toBe(204);
      expect((await me(viaTemp.token)).status).toBe(401);
    });

    it('signing in with the password an inviter chose ends the other sessions (of whoever else used it)', async () => {
      const email = `eingeladen-${Date.now().toString(36)}@firma.de`;
      const rootSession = await login(w.acme.root.email, w.acme.root.password);
      const invited = await w.api<{ id: string }>('POST', '/api/users', {
        token: rootSession.token,
        body: { email, firstName: 'Ina', lastName: 'Eingeladen', password: 'vom-chef-1', role: 'manager' },
      });
      expect(invited.status).toBe(201);
      const first = await login(email, 'vom-chef-1');
      expect(first.user.mustChangePassword).toBe(true);
      const second = await login(email, 'vom-chef-1');
      expect((await me(first.token)).status).toBe(401);
      expect((await me(second.token)).status).toBe(200);
      expect((await w.api<ErrorBody>('GET', '/api/trainings', { token: second.token })).body.code).toBe('password_change_required');
    });
  });

  describe('revocation takes effect before the answer, even when no projection runs', () => {
    // the projections stop: whatever authentication reads now must have been written by the command itself
    let root: TestCompany['root'];
    const users: Record<string, { id: string; email: string; password: string; token: string }> = {};
    const newcomer = { email: `neuling-${Date.now().toString(36)}@acme-test.de`, password: 'start-123' };

    beforeAll(async () => {
      // the clock moved weeks ahead in the tests above: a fresh session for root
      root = { ...w.acme.root, token: (await login(w.acme.root.email, w.acme.root.password)).token };
      for (const name of ['deactivated', 'deleted', 'demoted', 'changer']) users[name] = await w.acme.user(name === 'demoted' ? 'admin' : 'manager', name);
      // invited with a start password, which must be changed first
      const invited = await w.api<{ id: string }>('POST', '/api/users', { token: root.token, body: { email: newcomer.email, firstName: 'Neu', lastName: 'Ling', password: newcomer.password } });
      expect(invited.status).toBe(201);
      await w.t.app.kernel.projections.stop();
    });
    afterAll(async () => {
      await w.t.app.kernel.projections.start();
    });

    it('a new session works at once', async () => {
      const s = await login(users.changer!.email, users.changer!.password);
      expect((await me(s.token)).status).toBe(200);
    });

    // the users page cannot show these changes while no projection runs: recorded, answered 202 "wird verarbeitet" (issue 31, item 5)
    it('deactivation', async () => {
      expect((await w.api('PATCH', `/api/users/${users.deactivated!.id}/deactivate`, { token: root.token })).status).toBe(202);
      expect((await me(users.deactivated!.token)).status).toBe(401);
    });

    it('deletion', async () => {
      expect((await w.api('DELETE', `/api/users/${users.deleted!.id}`, { token: root.token })).status).toBe(202);
      expect((await me(users.deleted!.token)).status).toBe(401);
    });

    it('a role change: the next request has the new role', async () => {
      expect((await w.api('GET', '/api/users', { token: users.demoted!.token })).status).toBe(200);
      expect((await w.api('PATCH', `/api/users/${users.demoted!.id}`, { token: root.token, body: { role: 'non-managing' } })).status).toBe(202);
      expect((await w.api('GET', '/api/users', { token: users.demoted!.token })).status).toBe(403);
    });

    it('a password change ends the other sessions, not the caller’s', async () => {
      const u = users.changer!;
      const second = await login(u.email, u.password);
      const res = await w.api('PATCH', '/api/user/change-password', { token: second.token, body: { currentPassword: u.password, newPassword: 'ganz-neu-123' } });
      expect(res.status).toBe(200);
      expect((await me(u.token)).status).toBe(401);
      expect((await me(second.token)).status).toBe(200);
    });

    it('a first password of one’s own holds at once: no 403 "change your password first" afterwards (issue 31)', async () => {
      const s = await login(newcomer.email, newcomer.password);
      expect((await w.api<ErrorBody>('GET', '/api/trainings', { token: s.token })).body.code).toBe('password_change_required');
      const res = await w.api('PATCH', '/api/user/change-password', { token: s.token, body: { currentPassword: newcomer.password, newPassword: 'eigenes-123' } });
      expect(res.status).toBe(200);
      expect((await w.api('GET', '/api/trainings', { token: s.token })).status).toBe(200);
      expect((await me(s.token)).body.mustChangePassword).toBe(false);
    });

    it('sign-out', async () => {
      const u = users.demoted!;
      expect((await w.api('POST', '/api/auth/logout', { token: u.token })).status).toBe(204);
      expect((await me(u.token)).status).toBe(401);
    });
  });

  describe('account recovery: changing the sign-in address', () => {
    const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to);
    /** The notices go through the mail outbox (queued with the change, sent by its dispatcher): wait until `n` reached the address. */
    const noticesTo = async (to: string, n = 1) => {
      for (let i = 0; i < 200 && mailsTo(to).length < n; i++) await new Promise((r) => setTimeout(r, 50));
      return mailsTo(to);
    };
    /** The user's notice rows, once none is being sent any more. */
    const queued = async (userId: string) => {
      const read = async () =>
        (await w.t.testDb.db.query<{ recipient: string; status: string }>('SELECT recipient, status FROM idn_email_notice_outbox WHERE user_id = $1 ORDER BY recipient', [userId])).rows;
      for (let i = 0; i < 200 && (await read()).some((r) => r.status === 'pending'); i++) await new Promise((r) => setTimeout(r, 50));
      return read();
    };

    it('one’s own new address needs the current password; the old address hears of it', async () => {
      const u = await w.acme.user('manager', 'Selbst');
      const session = await login(u.email, u.password);
      const newEmail = `neu-${u.email}`;
      const body = { firstName: 'Selbst', lastName: 'Test', email: newEmail };
      const missing = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: session.token, body });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ code: 'current_password_required', message: 'Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.' });
      const wrong = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: session.token, lang: 'en', body: { ...body, currentPassword: 'falsch' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'current_password_wrong', message: 'The current password is wrong.' });
      // a name alone needs no password and mails nobody
      expect((await w.api('PATCH', '/api/user/profile', { token: session.token, body: { firstName: 'Selma', lastName: 'Test', email: u.email } })).status).toBe(200);
      expect(mailsTo(u.email)).toHaveLength(0);
      expect(await queued(u.id)).toEqual([]);

      const ok = await w.api<{ email: string }>('PATCH', '/api/user/profile', { token: session.token, body: { ...body, currentPassword: u.password } });
      expect(ok.status).toBe(200);
      expect(ok.body.email).toBe(newEmail);
      const notice = await noticesTo(u.email);
      expect(notice).toHaveLength(1);
      expect(notice[0]!.subject).toBe('Ihre E-Mail-Adresse bei Unterweisung Pro wurde geändert');
      expect(notice[0]!.text).toContain(`von ${u.email} auf ${newEmail} geändert`);
      expect(mailsTo(newEmail)).toHaveLength(0);
      // one outbox row, for the old address only, marked sent
      expect(await queued(u.id)).toEqual([{ recipient: u.email, status: 'sent' }]);
    });

    it('the notice is in the person’s language', async () => {
      const u = await w.acme.user('non-managing', 'English');
      const session = await login(u.email, u.password);
      expect((await w.api('PATCH', '/api/user/profile', { token: session.token, body: { language: 'en' } })).status).toBe(200);
      const newEmail = `new-${u.email}`;
      const res = await w.api('PATCH', '/api/user/profile', { token: session.token, body: { firstName: 'English', lastName: 'Test', email: newEmail, currentPassword: u.password } });
      expect(res.status).toBe(200);
      expect((await noticesTo(u.email)).map((m) => m.subject)).toEqual(['Your e-mail address at Unterweisung Pro was changed']);
    });

    it('a manager changing someone’s address notifies both addresses, naming who changed it', async () => {
      const rootSession = await login(w.acme.root.email, w.acme.root.password);
      const u = await w.acme.user('non-managing', 'Betroffen');
      const newEmail = `anders-${u.email}`;
      const res = await w.api('PATCH', `/api/users/${u.id}`, { token: rootSession.token, body: { email: newEmail } });
      expect(res.status).toBe(200);
      for (const to of [u.email, newEmail]) {
        const notice = await noticesTo(to);
        expect(notice).toHaveLength(1);
        expect(notice[0]!.text).toContain(`von Erika Mustermann von ${u.email} auf ${newEmail} geändert`);
      }
    });
  });

  describe('password hashes', () => {
    it('a hash of an older cost is replaced at the next sign-in (same password); the new hash names its parameters', async () => {
      const u = await w.acme.user('manager', 'Rehash');
      const stored = async () => (await w.t.testDb.db.query<{ password_hash: string }>('SELECT password_hash FROM idn_users WHERE id = $1', [u.id])).rows[0]!.password_hash;
      expect(await stored()).toMatch(/^scrypt\$1024\$8\$1\$/);
      // the same database served by a process configured with a higher cost (as after an upgrade)
      const other = await createApp({
        db: w.t.testDb.db,
        mailer: new MemoryMailer(),
        clock,
        config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', passwordHashCost: { N: 2048, r: 8, p: 1 } },
        log: () => undefined,
      });
      try {
        const server = await other.listen(0);
        const api2 = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        expect((await api2('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
        expect(await stored()).toMatch(/^scrypt\$2048\$8\$1\$/);
        const events = (await w.t.app.kernel.store.readStream(w.acme.id, `user-${u.id}`)).map((e) => e.type);
        expect(events.filter((e) => e === 'identity.PasswordRehashed')).toHaveLength(1);
        // the rehashed password still signs in, and a current hash is not replaced again
        expect((await api2('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
        const after = (await w.t.app.kernel.store.readStream(w.acme.id, `user-${u.id}`)).map((e) => e.type);
        expect(after.filter((e) => e === 'identity.PasswordRehashed')).toHaveLength(1);
        expect((await api2('POST', '/api/auth/login', { body: { email: u.email, password: 'falsch' } })).status).toBe(401);
      } finally {
        await other.close();
      }
    });
  });
});
