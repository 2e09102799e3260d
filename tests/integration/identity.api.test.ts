import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { dbTargets } from '../support/db';
import { client, registration, startTestApp, type TestApp, type ErrorBody } from '../support/app';
import { smtpMailer } from '../../src/platform/mail';

interface AuthBody {
  token: string;
  user: { id: string; email: string; role: string; companyId: string; company: { name: string; address: string; trialEndsAt: string; createdAt: string }; mustChangePassword: boolean; lastLogin: string | null };
}

/** A real SMTP peer on loopback that keeps every received message. */
async function startSmtpPeer(): Promise<{ url: string; messages: { to: string; raw: string }[]; close(): Promise<void> }> {
  const messages: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, messages, close: () => new Promise((r) => server.close(() => r())) };
}

describe.each(dbTargets())('identity API on %s', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(target, { mailer: smtpMailer(smtp.url, 'Unterweisung Pro <no-reply@test.local>') });
    api = client(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const register = async (overrides: Record<string, unknown> = {}) => {
    const payload = registration(overrides);
    const res = await api<AuthBody>('POST', '/api/auth/register', { body: payload });
    expect(res.status).toBe(201);
    return { ...res.body, payload };
  };

  describe('POST /api/auth/register', () => {
    it('creates a company with a 14-day trial and its first user as root', async () => {
      const { token, user, payload } = await register();
      expect(token).toMatch(/^[\w-]{40,}$/);
      expect(user.role).toBe('root');
      expect(user.email).toBe(payload.email);
      expect(user.company.name).toBe(payload.companyName);
      const days = (new Date(user.company.trialEndsAt).getTime() - new Date(user.company.createdAt).getTime()) / 86_400_000;
      expect(days).toBe(14);
      const me = await api<AuthBody['user']>('GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);
    });

    it('refuses a duplicate e-mail address (any case) with 409 and writes nothing', async () => {
      const { payload } = await register();
      const before = await t.app.kernel.store.headPosition();
      const res = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ email: payload.email.toUpperCase() }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Diese E-Mail-Adresse ist bereits registriert.', code: 'email_taken' });
      expect(await t.app.kernel.store.headPosition()).toBe(before);
    });

    it('requires GDPR consent', async () => {
      const res = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ gdprConsent: false }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bitte stimmen Sie den Datenschutzbestimmungen zu.');
    });

    it('requires a password of at least 6 characters, in German and English', async () => {
      const de = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ password: '12345' }) });
      expect(de.status).toBe(400);
      expect(de.body.message).toBe('Das Passwort muss mindestens 6 Zeichen lang sein.');
      const en = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ password: '12345' }), lang: 'en' });
      expect(en.body.message).toBe('The password must be at least 6 characters long.');
    });

    it('names the missing or bad field', async () => {
      const missing = await api<ErrorBody>('POST', '/api/auth/register', { body: { ...registration(), lastName: undefined } });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('lastName');
      expect(missing.body.message).toContain('lastName');
      const blank = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ companyName: '   ' }) });
      expect(blank.body.message).toBe('Der Firmenname ist erforderlich.');
      const email = await api<ErrorBody>('POST', '/api/auth/register', { body: registration({ email: 'kein-at-zeichen' }) });
      expect(email.status).toBe(400);
      expect(email.body.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    });

    it('answers malformed JSON and oversized bodies with 400 and 413, never 500', async () => {
      const bad = await api<ErrorBody>('POST', '/api/auth/register', { rawBody: '{"companyName": ' });
      expect(bad.status).toBe(400);
      const big = await api<ErrorBody>('POST', '/api/auth/register', { rawBody: JSON.stringify({ ...registration(), companyName: 'x'.repeat(2_000_000) }) });
      expect(big.status).toBe(413);
      expect(big.body.code).toBe('payload_too_large');
      const notJson = await api<ErrorBody>('POST', '/api/auth/register', { rawBody: '[1,2]' });
      expect(notJson.status).toBe(400);
    });
  });

  describe('login, me, logout', () => {
    it('signs in with the right password (e-mail case-insensitive) and records the last login', async () => {
      const { payload } = await register();
      const res = await api<AuthBody>('POST', '/api/auth/login', { body: { email: payload.email.toUpperCase(), password: payload.password } });
      expect(res.status).toBe(200);
      expect(res.body.user.lastLogin).not.toBeNull();
    });

    it('refuses a wrong password and an unknown address alike with 401', async () => {
      const { payload } = await register();
      const wrong = await api<ErrorBody>('POST', '/api/auth/login', { body: { email: payload.email, password: 'falsch!!' } });
      const unknown = await api<ErrorBody>('POST', '/api/auth/login', { body: { email: 'niemand@nirgends.de', password: 'falsch!!' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    });

    it('answers /me without or with a bad token with 401', async () => {
      expect((await api('GET', '/api/auth/me')).status).toBe(401);
      expect((await api('GET', '/api/auth/me', { token: 'nonsense' })).status).toBe(401);
    });

    it('revokes the token on logout', async () => {
      const { token } = await register();
      expect((await api('POST', '/api/auth/logout', { token })).status).toBe(204);
      expect((await api('GET', '/api/auth/me', { token })).status).toBe(401);
    });
  });

  describe('profile and password', () => {
    it('updates the profile, including a new unique e-mail address', async () => {
      const { token, payload } = await register();
      const res = await api<AuthBody['user']>('PATCH', '/api/user/profile', { token, body: { firstName: ' Eva ', lastName: 'Neu', email: `neu-${payload.email}`, currentPassword: payload.password } });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(`neu-${payload.email}`);
      // the old address is free again, the new one signs in
      expect((await api('POST', '/api/auth/login', { body: { email: `neu-${payload.email}`, password: payload.password } })).status).toBe(200);
      expect((await api('POST', '/api/auth/register', { body: registration({ email: payload.email }) })).status).toBe(201);
    });

    it('refuses blank fields and an address that belongs to someone else', async () => {
      const a = await register();
      const b = await register();
      const blank = await api<ErrorBody>('PATCH', '/api/user/profile', { token: a.token, body: { firstName: ' ', lastName: 'X', email: a.payload.email } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Alle Felder müssen ausgefüllt werden');
      const taken = await api<ErrorBody>('PATCH', '/api/user/profile', { token: a.token, body: { firstName: 'A', lastName: 'B', email: b.payload.email, currentPassword: a.payload.password } });
      expect(taken.status).toBe(409);
      const me = await api<AuthBody['user']>('GET', '/api/auth/me', { token: a.token });
      expect(me.body.email).toBe(a.payload.email);
      expect((await api('PATCH', '/api/user/profile', { body: { firstName: 'A', lastName: 'B', email: 'x@y.de' } })).status).toBe(401);
    });

    it('changes the password: other sessions end, this one stays, the old password stops working', async () => {
      const { token, payload } = await register();
      const other = await api<AuthBody>('POST', '/api/auth/login', { body: { email: payload.email, password: payload.password } });
      const wrong = await api<ErrorBody>('PATCH', '/api/user/change-password', { token, body: { currentPassword: 'falsch!!', newPassword: 'neues-passwort' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Das aktuelle Passwort ist falsch.');
      const short = await api<ErrorBody>('PATCH', '/api/user/change-password', { token, body: { currentPassword: payload.password, newPassword: '123' } });
      expect(short.body.message).toBe('Neues Passwort muss mindestens 6 Zeichen lang sein');
      const ok = await api('PATCH', '/api/user/change-password', { token, body: { currentPassword: payload.password, newPassword: 'neues-passwort' } });
      expect(ok.status).toBe(200);
      expect((await api('GET', '/api/auth/me', { token })).status).toBe(200);
      expect((await api('GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
      expect((await api('POST', '/api/auth/login', { body: { email: payload.email, password: payload.password } })).status).toBe(401);
      expect((await api('POST', '/api/auth/login', { body: { email: payload.email, password: 'neues-passwort' } })).status).toBe(200);
    });

    it('lets only root change the company profile', async () => {
      const { token, user } = await register();
      const blank = await api<ErrorBody>('PATCH', '/api/company/profile', { token, body: { name: '  ', address: '' } });
      expect(blank.body.message).toBe('Firmenname ist erforderlich');
      const ok = await api<AuthBody['user']>('PATCH', '/api/company/profile', { token, body: { name: 'Neuer Name GmbH', address: 'Hauptstr. 1\n12345 Berlin' } });
      expect(ok.status).toBe(200);
      expect(ok.body.company.name).toBe('Neuer Name GmbH');
      expect(ok.body.company.address).toBe('Hauptstr. 1\n12345 Berlin');

      const identity = t.app.modules.identity.admin(t.app.kernel);
      const admin = { email: `admin-${user.id}@firma.de`, password: 'admin-pass' };
      const { position } = await identity.createUser({ companyId: user.companyId, email: admin.email, firstName: 'A', lastName: 'D', role: 'admin', password: admin.password, gdprConsent: true }, user.id);
      await t.app.kernel.projections.waitFor(position);
      const adminLogin = await api<AuthBody>('POST', '/api/auth/login', { body: admin });
      const refused = await api<ErrorBody>('PATCH', '/api/company/profile', { token: adminLogin.body.token, body: { name: 'Übernahme AG' } });
      expect(refused.status).toBe(403);
      const me = await api<AuthBody['user']>('GET', '/api/auth/me', { token });
      expect(me.body.company.name).toBe('Neuer Name GmbH');
    });
  });

  describe('forgot password', () => {
    it('mails a temporary password over SMTP; the old one works until the temporary one is used', async () => {
      const { payload } = await register();
      smtp.messages.length = 0;
      const res = await api('POST', '/api/auth/forgot-password', { body: { email: payload.email } });
      expect(res.status).toBe(200);
      await expect.poll(() => smtp.messages.length).toBe(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toBe(payload.email);
      const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=C3=A4/g, 'ä');
      const temp = /Tempor\S*res Passwort: (\S+)/.exec(raw)?.[1];
      expect(temp).toMatch(/^[A-Za-z0-9]{12}$/);

      expect((await api('POST', '/api/auth/login', { body: { email: payload.email, password: payload.password } })).status).toBe(200);
      const viaTemp = await api<AuthBody>('POST', '/api/auth/login', { body: { email: payload.email, password: temp } });
      expect(viaTemp.status).toBe(200);
      expect(viaTemp.body.user.mustChangePassword).toBe(true);
      expect((await api('POST', '/api/auth/login', { body: { email: payload.email, password: payload.password } })).status).toBe(401);
      await api('PATCH', '/api/user/change-password', { token: viaTemp.body.token, body: { currentPassword: temp, newPassword: 'endlich-eigenes' } });
      const after = await api<AuthBody['user']>('GET', '/api/auth/me', { token: viaTemp.body.token });
      expect(after.body.mustChangePassword).toBe(false);
    });

    it('answers an unknown or blank address clearly', async () => {
      const unknown = await api<ErrorBody>('POST', '/api/auth/forgot-password', { body: { email: 'gibt-es-nicht@firma.de' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('E-Mail-Adresse nicht gefunden');
      const blank = await api<ErrorBody>('POST', '/api/auth/forgot-password', { body: { email: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein');
    });
  });

  it('has a health endpoint with database kind and projection lag', async () => {
    const res = await api<{ status: string; database: string; process: { role: string; id: string }; projections: { name: string; lagEvents: number; leaseHolder: string | null }[] }>('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.database).toBe(target === 'pglite' ? 'pglite' : 'postgres');
    expect(res.body.projections.map((p) => p.name)).toContain('identity.users');
    // one process runs everything here: it holds every projection's lease (an advisory lock on PostgreSQL)
    expect(res.body.process).toEqual({ role: 'server', id: expect.stringMatching(/^server@.+:\d+$/) });
    expect(new Set(res.body.projections.map((p) => p.leaseHolder))).toEqual(new Set([res.body.process.id]));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api<ErrorBody>('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});
