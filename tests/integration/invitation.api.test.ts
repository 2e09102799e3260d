import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { MemoryMailer, type ErrorBody } from '../support/app';
import { createCompany } from '../support/company';
import { useApiWorld } from '../support/world';
import { fixedClock } from '../../src/platform/clock';

/** Issue 13: invitation links (item 2) and the language per person (item 7), through the real HTTP API. */

interface Row {
  id: string;
  email: string;
  invitationPending: boolean;
  canResendInvitation: boolean;
  language: 'de' | 'en';
  invitationSent?: boolean;
}
interface Me {
  id: string;
  email: string;
  language: 'de' | 'en';
  mustChangePassword: boolean;
  firstName: string;
}

const GONE_DE = 'Dieser Einladungslink ist abgelaufen oder wurde bereits verwendet. Bitte wenden Sie sich an Ihren Administrator.';
const GONE_EN = 'This invitation link has expired or has already been used. Please contact your administrator.';

describe.each(dbTargets())('invitation links and languages on %s', (target) => {
  const mailer = new MemoryMailer();
  const clock = fixedClock(new Date().toISOString());
  const w = useApiWorld(target, { app: { mailer, clock } });
  let n = 0;

  const newEmail = () => `eingeladen-${Date.now().toString(36)}-${++n}@firma.de`;
  const mailTo = (email: string) => mailer.sent.filter((m) => m.to === email);
  /** The token of the newest invitation link mailed to the address. */
  const tokenFor = (email: string) => {
    const mail = mailTo(email).at(-1)!;
    const m = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!m) throw new Error(`no link in ${mail.text}`);
    return m[1]!;
  };
  const inviteWithLink = (token: string, email: string, extra: Record<string, unknown> = {}) =>
    w.api<Row & ErrorBody>('POST', '/api/users', { token, body: { email, firstName: 'Nina', lastName: 'Neu', invitation: 'link', ...extra } });
  const userEvents = async (userId: string) => (await w.t.app.kernel.store.readStream(w.acme.id, `user-${userId}`)).map((e) => ({ type: e.type, data: e.data }));

  describe('invitation link', () => {
    it('invites without a password; the mail in the chosen language carries a one-time link; the link sets the password and signs in', async () => {
      const email = newEmail();
      const res = await inviteWithLink(w.acme.root.token, email, { language: 'en', role: 'manager' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email, invitationPending: true, canResendInvitation: true, language: 'en', invitationSent: true });

      const mail = mailTo(email)[0]!;
      expect(mail.subject).toBe('Erika Mustermann invited you to Unterweisung Pro');
      expect(mail.text).toContain(`${w.t.app.kernel.config.publicUrl}/invitation/`);
      expect(mail.text).toContain('The link works once and is valid until');
      expect(mail.text).not.toContain('Temporary password');
      const token = tokenFor(email);

      // only the hash is stored: the token is in no event
      const events = await userEvents(res.body.id);
      expect(events.map((e) => e.type)).toEqual(['identity.UserInvited', 'identity.InvitationLinkIssued']);
      expect(JSON.stringify(events)).not.toContain(token);
      expect(events[0]!.data).toMatchObject({ language: 'en', passwordHash: '' });

      // nobody signs in before the password is set (not even with an empty one)
      expect((await w.api('POST', '/api/auth/login', { body: { email, password: 'irgendwas' } })).status).toBe(401);

      const info = await w.api<{ email: string; firstName: string; companyName: string; expiresAt: string }>('GET', `/api/auth/invitation/${token}`);
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({ email, firstName: 'Nina' });
      expect(info.body.companyName).toMatch(/^Firma /);
      expect(new Date(info.body.expiresAt).getTime() - clock.now().getTime()).toBe(7 * 86_400_000);

      const short = await w.api<ErrorBody>('POST', `/api/auth/invitation/${token}`, { body: { password: '12345' } });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Das Passwort muss mindestens 6 Zeichen lang sein.');

      const set = await w.api<{ token: string; user: Me }>('POST', `/api/auth/invitation/${token}`, { body: { password: 'Eigenes#1' } });
      expect(set.status).toBe(200);
      expect(set.body.user).toMatchObject({ email, language: 'en', mustChangePassword: false });
      const me = await w.api<Me>('GET', '/api/auth/me', { token: set.body.token });
      expect(me.status).toBe(200);
      expect(me.body.language).toBe('en');
      expect((await w.api('POST', '/api/auth/login', { body: { email, password: 'Eigenes#1' } })).status).toBe(200);

      // used once
      for (const method of ['GET', 'POST'] as const) {
        const again = await w.api<ErrorBody>(method, `/api/auth/invitation/${token}`, { body: method === 'POST' ? { password: 'Anderes#1' } : undefined });
        expect(again.status).toBe(410);
        expect(again.body).toMatchObject({ code: 'invitation_link_invalid', message: GONE_DE });
      }
      const list = await w.api<{ users: Row[] }>('GET', `/api/users?search=${encodeURIComponent(email)}`, { token: w.acme.root.token });
      expect(list.body.users[0]).toMatchObject({ invitationPending: false, canResendInvitation: false });
      const resend = await w.api<ErrorBody>('POST', `/api/users/${res.body.id}/invitation`, { token: w.acme.root.token });
      expect(resend.status).toBe(409);
      expect(resend.body.code).toBe('invitation_not_pending');
    });

    it('an unknown link is a 410 in the language of the request', async () => {
      const de = await w.api<ErrorBody>('GET', '/api/auth/invitation/gibt-es-nicht');
      expect(de.status).toBe(410);
      expect(de.body.message).toBe(GONE_DE);
      const en = await w.api<ErrorBody>('POST', '/api/auth/invitation/gibt-es-nicht', { lang: 'en', body: { password: 'Eigenes#1' } });
      expect(en.status).toBe(410);
      expect(en.body.message).toBe(GONE_EN);
    });

    it('the temporary-password flow stays the default and still needs the password', async () => {
      const email = newEmail();
      const missing = await w.api<ErrorBody>('POST', '/api/users', { token: w.acme.root.token, body: { email, firstName: 'A', lastName: 'B' } });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'fill_all_fields', field: 'password' });
      const link = await w.api<ErrorBody>('POST', '/api/users', { token: w.acme.root.token, body: { email, firstName: 'A', lastName: ' ', invitation: 'link' } });
      expect(link.status).toBe(400);
      expect(link.body).toMatchObject({ code: 'fill_all_fields', field: 'lastName' });
      const bad = await w.api<ErrorBody>('POST', '/api/users', { token: w.acme.root.token, body: { email, firstName: 'A', lastName: 'B', invitation: 'mail' } });
      expect(bad.status).toBe(400);
      const badLang = await w.api<ErrorBody>('POST', '/api/users', { token: w.acme.root.token, body: { email, firstName: 'A', lastName: 'B', invitation: 'link', language: 'fr' } });
      expect(badLang.status).toBe(400);
      expect(badLang.body.message).toBe('Bitte wählen Sie eine dieser Sprachen: Deutsch (de), Englisch (en), Türkisch (tr), Polnisch (pl), Rumänisch (ro), Ukrainisch (uk), Russisch (ru) oder Arabisch (ar).');
    });

    it('a resend mails a new link and the old one stops working; the resend follows the invite role matrix', async () => {
      const admin = await w.acme.user('admin');
      const manager = await w.acme.user('manager');
      const employee = await w.acme.user('non-managing');
      const email = newEmail();
      const res = await inviteWithLink(admin.token, email);
      expect(res.status).toBe(201);
      expect(mailTo(email)[0]!.subject).toMatch(/hat Sie zu Unterweisung Pro eingeladen$/); // default: the company's language, German
      const old = tokenFor(email);

      const again = await w.api<Row>('POST', `/api/users/${res.body.id}/invitation`, { token: manager.token });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: res.body.id, invitationPending: true, invitationSent: true });
      expect(mailTo(email)).toHaveLength(2);
      const fresh = tokenFor(email);
      expect(fresh).not.toBe(old);
      expect((await w.api<ErrorBody>('GET', `/api/auth/invitation/${old}`)).status).toBe(410);
      expect((await w.api<ErrorBody>('POST', `/api/auth/invitation/${old}`, { body: { password: 'Eigenes#1' } })).status).toBe(410);
      expect((await w.api('GET', `/api/auth/invitation/${fresh}`)).status).toBe(200);

      // an employee manages no users; a manager may not re-invite an admin; another company's user is not found
      expect((await w.api<ErrorBody>('POST', `/api/users/${res.body.id}/invitation`, { token: employee.token })).status).toBe(403);
      const pendingAdmin = await inviteWithLink(w.acme.root.token, newEmail(), { role: 'admin' });
      const refused = await w.api<ErrorBody>('POST', `/api/users/${pendingAdmin.body.id}/invitation`, { token: manager.token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('role_not_assignable');
      const managerView = await w.api<{ users: Row[] }>('GET', `/api/users?search=${encodeURIComponent(pendingAdmin.body.email)}`, { token: manager.token });
      expect(managerView.body.users[0]).toMatchObject({ invitationPending: true, canResendInvitation: false });
      const other = await createCompany(w.t);
      expect((await w.api<ErrorBody>('POST', `/api/users/${res.body.id}/invitation`, { token: other.root.token })).status).toBe(404);

      // a user invited with a temporary password is pending too and can get a link instead
      const tmpEmail = newEmail();
      const tmp = await w.api<Row>('POST', '/api/users', { token: w.acme.root.token, body: { email: tmpEmail, firstName: 'T', lastName: 'P', password: 'start123' } });
      expect(tmp.body.invitationPending).toBe(true);
      expect((await w.api('POST', `/api/users/${tmp.body.id}/invitation`, { token: w.acme.root.token })).status).toBe(200);
      const linked = await w.api<{ token: string }>('POST', `/api/auth/invitation/${tokenFor(tmpEmail)}`, { body: { password: 'Eigenes#2' } });
      expect(linked.status).toBe(200);
    });

    it('a link expires after 7 days', async () => {
      const email = newEmail();
      expect((await inviteWithLink(w.acme.root.token, email)).status).toBe(201);
      const token = tokenFor(email);
      clock.advance(7 * 86_400_000);
      try {
        const res = await w.api<ErrorBody>('POST', `/api/auth/invitation/${token}`, { body: { password: 'Eigenes#1' } });
        expect(res.status).toBe(410);
        expect(res.body).toMatchObject({ code: 'invitation_link_expired', message: GONE_DE });
        expect((await w.api<ErrorBody>('GET', `/api/auth/invitation/${token}`)).status).toBe(410);
      } finally {
        clock.advance(-7 * 86_400_000);
      }
    });
  });

  describe('units in the invite dialog', () => {
    it('GET /api/user-groups?editable=true offers the units the caller may add members to; the new user joins them right away', async () => {
      const manager = await w.acme.user('manager');
      const rootUnit = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.acme.root.token, body: { name: `Root-Einheit ${n}` } });
      const managerUnit = await w.api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: `Manager-Einheit ${n}` } });
      const ids = async (token: string) => (await w.api<{ groups: { id: string }[] }>('GET', '/api/user-groups?editable=true', { token })).body.groups.map((g) => g.id);
      expect(await ids(manager.token)).toEqual([managerUnit.body.id]);
      expect(await ids(w.acme.root.token)).toEqual(expect.arrayContaining([rootUnit.body.id, managerUnit.body.id]));

      // the spec's way: create the user, then add them to each chosen unit
      const email = newEmail();
      const invited = await inviteWithLink(manager.token, email);
      expect(invited.status).toBe(201);
      expect((await w.api('POST', `/api/user-groups/${managerUnit.body.id}/members`, { token: manager.token, body: { userId: invited.body.id } })).status).toBe(201);
      const members = await w.api<{ id: string }[]>('GET', `/api/user-groups/${managerUnit.body.id}/members`, { token: manager.token });
      expect(members.body.map((m) => m.id)).toContain(invited.body.id);
      // a unit the manager does not own stays closed to them
      expect((await w.api('POST', `/api/user-groups/${rootUnit.body.id}/members`, { token: manager.token, body: { userId: invited.body.id } })).status).toBe(403);
    });
  });

  describe('language per person', () => {
    it('PATCH /api/user/profile takes the language alone or with the profile fields; /api/auth/me returns it', async () => {
      const u = await w.acme.user('non-managing', 'Lena');
      const me0 = await w.api<Me>('GET', '/api/auth/me', { token: u.token });
      expect(me0.body.language).toBe('de');
      const en = await w.api<Me>('PATCH', '/api/user/profile', { token: u.token, body: { language: 'en' } });
      expect(en.status).toBe(200);
      expect(en.body.language).toBe('en');
      expect((await w.api<Me>('GET', '/api/auth/me', { token: u.token })).body.language).toBe('en');

      const bad = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: u.token, body: { language: 'fr' } });
      expect(bad.status).toBe(400);
      // the profile fields keep their rules: all three or none, each filled
      const partial = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: u.token, body: { firstName: 'Lea', language: 'de' } });
      expect(partial.status).toBe(400);
      const blank = await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: u.token, body: { firstName: ' ', lastName: 'X', email: u.email, language: 'de' } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Alle Felder müssen ausgefüllt werden');
      expect((await w.api<Me>('GET', '/api/auth/me', { token: u.token })).body.language).toBe('en');
      expect((await w.api<ErrorBody>('PATCH', '/api/user/profile', { token: u.token, body: {} })).status).toBe(400);

      const both = await w.api<Me>('PATCH', '/api/user/profile', { token: u.token, body: { firstName: 'Lea', lastName: 'Test', email: u.email, language: 'de' } });
      expect(both.status).toBe(200);
      expect(both.body).toMatchObject({ firstName: 'Lea', language: 'de' });
      const types = (await w.t.app.kernel.store.readStream(w.acme.id, `user-${u.id}`)).map((e) => e.type);
      expect(types.filter((x) => x === 'identity.UserLanguageChanged')).toHaveLength(2);
    });

    it('the forgotten-password mail is in the person\'s language, not the language of the request', async () => {
      const u = await w.acme.user('non-managing', 'Finn');
      await w.api('PATCH', '/api/user/profile', { token: u.token, body: { language: 'en' } });
      const res = await w.api('POST', '/api/auth/forgot-password', { lang: 'de', body: { email: u.email } });
      expect(res.status).toBe(200);
      expect(mailTo(u.email).at(-1)!.subject).toBe('Your temporary password for Unterweisung Pro');
      await w.api('PATCH', '/api/user/profile', { token: u.token, body: { language: 'de' } });
      await w.api('POST', '/api/auth/forgot-password', { lang: 'en', body: { email: u.email } });
      expect(mailTo(u.email).at(-1)!.subject).toBe('Ihr temporäres Passwort für Unterweisung Pro');
    });

    it('the temporary-password invitation is in the invited person\'s language; registration records the request language', async () => {
      const email = newEmail();
      const res = await w.api<Row>('POST', '/api/users', { token: w.acme.root.token, lang: 'de', body: { email, firstName: 'Ian', lastName: 'New', password: 'start123', language: 'en' } });
      expect(res.status).toBe(201);
      expect(mailTo(email)[0]!.subject).toBe('Erika Mustermann invited you to Unterweisung Pro');
      const login = await w.api<{ user: Me }>('POST', '/api/auth/login', { body: { email, password: 'start123' } });
      expect(login.body.user.language).toBe('en');

      const reg = await w.api<{ user: Me }>('POST', '/api/auth/register', {
        lang: 'en',
        body: { companyName: `Firma EN ${n}`, companyEmail: `kontakt-en-${Date.now().toString(36)}@firma.de`, firstName: 'Eve', lastName: 'E', email: newEmail(), password: 'geheim123', gdprConsent: true },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.user.language).toBe('en');
    });
  });
});
