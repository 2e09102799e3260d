import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { dbTargets } from '../support/db';
import { MemoryMailer } from '../support/app';
import { createCompany } from '../support/company';
import { publishedTraining } from '../support/learning-steps';
import { pdfText } from '../support/pdf';
import { postFrom, printedPdf, useSignInWorld, type Answer, type ErrorBody } from '../support/sign-in-calls';
import { createApp, type App } from '../../src/app';
import { fixedClock } from '../../src/platform/clock';

/*
 * Issue 33 item 3 (with the limits of item 6): start codes, the sign-in with personnel number and
 * start code or PIN, setting the PIN first, and confirming a completion with the PIN.
 */

interface AuthBody {
  token: string;
  user: { id: string; email: string; mustSetPin: boolean; mustChangePassword: boolean; confirmsWith: string; personnelNumber: string | null };
}

const START = '2026-06-01T08:00:00.000Z';

describe.each(dbTargets())('sign-in with personnel number, start code and PIN on %s', (target) => {
  const clock = fixedClock(START);
  const world = useSignInWorld(target, clock);
  let n = 0;

  /** A sign-in call from `address` (one trusted proxy appends it). */
  const pinLogin = <T = AuthBody>(body: Record<string, unknown>, opts: { baseUrl?: string; address?: string; lang?: string } = {}): Promise<Answer<T>> =>
    postFrom<T>(`${opts.baseUrl ?? world.t.baseUrl}/api/auth/pin-login`, body, { address: opts.address ?? '198.51.100.1', lang: opts.lang });

  /** An employee without e-mail, created by the admin; returns id and personnel number. */
  async function worker(extra: Record<string, unknown> = {}): Promise<{ id: string; personnelNumber: string }> {
    const personnelNumber = `W-${++n}`;
    const res = await world.api<{ id: string }>('POST', '/api/users', { token: world.admin.token, body: { personnelNumber, firstName: 'Mehmet', lastName: `Yilmaz${n}`, role: 'non-managing', ...extra } });
    expect(res.status).toBe(201);
    return { id: res.body.id, personnelNumber };
  }

  const startCode = async (userId: string, token = world.admin.token) => world.api<{ code: string; expiresAt: string } & Partial<ErrorBody>>('POST', `/api/users/${userId}/start-code`, { token });

  /** A worker who signed in with a start code and set `pin`; returns the session token too. */
  async function workerWithPin(pin: string): Promise<{ id: string; personnelNumber: string; token: string }> {
    const w = await worker();
    const code = (await startCode(w.id)).body.code;
    const first = await pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, startCode: code });
    expect(first.status).toBe(200);
    expect((await world.api('PATCH', '/api/user/pin', { token: first.body.token, body: { pin } })).status).toBe(200);
    return { ...w, token: first.body.token };
  }

  it('issues start codes: 8 unambiguous characters valid 14 days; root, admin and managers for employees; nobody else', async () => {
    const w = await worker();
    const res = await startCode(w.id);
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(res.body.expiresAt).toBe(new Date(Date.parse(START) + 14 * 86_400_000).toISOString());
    expect((await startCode(w.id, world.manager.token)).status).toBe(200);
    expect((await startCode(w.id, world.acme.root.token)).status).toBe(200);
    expect((await startCode(w.id, world.employee.token)).status).toBe(403);
    // a person without personnel number has no use for one; another company's person is not found
    const noNumber = await startCode(world.employee.id);
    expect(noNumber.status).toBe(400);
    expect(noNumber.body).toMatchObject({ code: 'personnel_number_required' });
    const other = await createCompany(world.t);
    expect((await startCode(w.id, other.root.token)).status).toBe(404);
    // a manager does not reach an admin
    expect((await startCode(world.admin.id, world.manager.token)).status).toBe(403);
    // the code is in the answer only: the audit trail says a code was made, never which (the trail follows the log: caught up first)
    expect(await world.t.app.kernel.projections.waitFor(await world.t.app.kernel.store.headPosition(), ['audit.trail'])).toBe(true);
    const trail = await world.api<{ events: unknown[] }>('GET', `/api/audit/events?userId=${w.id}&type=user.start_code_issued`, { token: world.acme.root.token });
    expect(trail.status).toBe(200);
    expect(JSON.stringify(trail.body)).toContain('Startcode');
    expect(JSON.stringify(trail.body)).not.toContain(res.body.code);
  });

  it('the start code signs in once and asks for a PIN; until it is set only pin, me and logout answer', async () => {
    const w = await worker({ dateOfBirth: '1990-06-24' });
    const { code } = (await startCode(w.id)).body;
    // typed off the letter: lower case and a space are fine
    const first = await pinLogin({ companyCode: world.loginCode.toLowerCase(), personnelNumber: w.personnelNumber.toLowerCase(), startCode: `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}` });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ id: w.id, email: '', mustSetPin: true, mustChangePassword: false, personnelNumber: w.personnelNumber });
    const token = first.body.token;
    const blocked = await world.api<ErrorBody>('GET', '/api/user/my-trainings', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'pin_setup_required', message: 'Bitte legen Sie zuerst Ihre PIN fest.' });
    expect((await world.api('GET', '/api/auth/me', { token })).status).toBe(200);
    // the PIN's rules, each named
    const refused = async (pin: string, lang = 'de') => (await world.api<ErrorBody>('PATCH', '/api/user/pin', { token, body: { pin }, lang })).body;
    expect(await refused('123456')).toMatchObject({ code: 'pin_sequence', field: 'pin' });
    expect(await refused('987654')).toMatchObject({ code: 'pin_sequence' });
    expect(await refused('777777')).toMatchObject({ code: 'pin_all_same', message: 'Die PIN darf nicht aus sechs gleichen Ziffern bestehen.' });
    expect(await refused('240690')).toMatchObject({ code: 'pin_date_of_birth' });
    expect(await refused('4711', 'en')).toMatchObject({ code: 'pin_format', message: 'The PIN consists of exactly 6 digits.' });
    const set = await world.api<{ user: AuthBody['user'] }>('PATCH', '/api/user/pin', { token, body: { pin: '480613' } });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ mustSetPin: false, confirmsWith: 'pin' });
    expect((await world.api('GET', '/api/user/my-trainings', { token })).status).toBe(200);
    // the code is used up; the PIN signs in now
    const again = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, startCode: code });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('invalid_credentials');
    const withPin = await pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '480613' });
    expect(withPin.status).toBe(200);
    expect(withPin.body.user.mustSetPin).toBe(false);
    // changing it later needs the current one
    const noCurrent = await world.api<ErrorBody>('PATCH', '/api/user/pin', { token: withPin.body.token, body: { pin: '592046' } });
    expect(noCurrent.body).toMatchObject({ code: 'current_pin_wrong', field: 'currentPin' });
    expect((await world.api('PATCH', '/api/user/pin', { token: withPin.body.token, body: { pin: '592046', currentPin: '480613' } })).status).toBe(200);
    expect((await pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '592046' })).status).toBe(200);
  });

  it('a wrong, replaced or expired start code, a wrong PIN and an unknown person answer alike (401, no hint)', async () => {
    const w = await worker();
    const older = (await startCode(w.id)).body.code;
    const newer = (await startCode(w.id)).body.code;
    const message = 'Anmeldecode, Personalnummer oder Startcode ist falsch oder abgelaufen.';
    const replaced = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, startCode: older }, { address: '198.51.100.20' });
    expect(replaced).toMatchObject({ status: 401, body: { code: 'invalid_credentials', message } });
    const unknown = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: 'NIEMAND-1', startCode: newer }, { address: '198.51.100.20' });
    expect(unknown).toMatchObject({ status: 401, body: { code: 'invalid_credentials', message } });
    const otherCompany = await pinLogin<ErrorBody>({ companyCode: 'ZZZZZZZZ', personnelNumber: w.personnelNumber, startCode: newer }, { address: '198.51.100.20' });
    expect(otherCompany).toMatchObject({ status: 401, body: { code: 'invalid_credentials', message } });
    // 14 days later the newer one no longer works either
    clock.advance(14 * 86_400_000 + 1000);
    try {
      expect((await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, startCode: newer }, { address: '198.51.100.20' })).status).toBe(401);
    } finally {
      clock.set(START);
    }
    const pinUser = await workerWithPin('306172');
    const wrongPin = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: pinUser.personnelNumber, pin: '306173' }, { address: '198.51.100.21', lang: 'en' });
    expect(wrongPin).toMatchObject({ status: 401, body: { code: 'invalid_credentials', message: 'Login code, personnel number or PIN is wrong.' } });
    // bad input is a 400 naming the field; nothing is signed in
    const neither = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: pinUser.personnelNumber }, { address: '198.51.100.21' });
    expect(neither).toMatchObject({ status: 400, body: { code: 'pin_or_start_code', message: 'Bitte geben Sie Ihre PIN oder Ihren Startcode ein.' } });
    const both = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: pinUser.personnelNumber, pin: '306172', startCode: 'ABCDEFGH' }, { address: '198.51.100.21' });
    expect(both.status).toBe(400);
    const noCompany = await pinLogin<ErrorBody>({ personnelNumber: pinUser.personnelNumber, pin: '306172' }, { address: '198.51.100.21' });
    expect(noCompany).toMatchObject({ status: 400, body: { message: 'Bitte geben Sie den Anmeldecode Ihrer Firma ein.' } });
    // a deactivated person is told so only after the right PIN
    expect((await world.api('PATCH', `/api/users/${pinUser.id}/deactivate`, { token: world.admin.token })).status).toBe(200);
    expect((await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: pinUser.personnelNumber, pin: '306172' }, { address: '198.51.100.21' })).body.code).toBe('account_deactivated');
  });

  it('a PIN user confirms a completion with the PIN; the evidence says so', async () => {
    const w = await workerWithPin('519260');
    const trainingId = await publishedTraining(world.api, world.acme.root, 'Staplerunterweisung', {}, 'Regeln');
    const group = await world.api<{ id: string }>('POST', '/api/user-groups', { token: world.admin.token, body: { name: 'Lager Süd' } });
    expect((await world.api('POST', `/api/user-groups/${group.body.id}/members`, { token: world.admin.token, body: { userId: w.id } })).status).toBeLessThan(300);
    expect((await world.api('POST', `/api/user-groups/${group.body.id}/trainings`, { token: world.admin.token, body: { trainingId, weeks: 2 } })).status).toBe(201);
    const started = await world.api<{ modules: { id: string }[] }>('POST', `/api/trainings/${trainingId}/start`, { token: w.token });
    expect(started.status).toBe(200);
    expect((await world.api('PATCH', `/api/trainings/${trainingId}/progress`, { token: w.token, body: { moduleId: started.body.modules[0]!.id, completed: true } })).status).toBe(200);
    const wrong = await world.api<ErrorBody>('POST', `/api/trainings/${trainingId}/complete`, { token: w.token, body: { pin: '519261' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'wrong_pin', message: 'Die PIN ist nicht korrekt.' });
    const blank = await world.api<ErrorBody>('POST', `/api/trainings/${trainingId}/complete`, { token: w.token, body: { pin: ' ' } });
    expect(blank.body).toMatchObject({ code: 'validation_error', field: 'pin' });
    const done = await world.api<{ completion: { id: string } }>('POST', `/api/trainings/${trainingId}/complete`, { token: w.token, body: { pin: '519260' } });
    expect(done.status).toBe(200);
    const pdf = await fetch(`${world.t.baseUrl}/api/completions/${done.body.completion.id}/evidence.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdfText(await pdf.arrayBuffer()).replace(/\s+/g, ' ')).toContain('bestätigt mit PIN');
    // the audit trail says so too
    const trail = await world.api<{ items: { sentence?: string; text?: string }[] }>('GET', `/api/audit/events?userId=${w.id}&type=learning.completed`, { token: world.acme.root.token });
    expect(JSON.stringify(trail.body)).toContain('abgeschlossen und mit der PIN bestätigt');
  });

  it('start letters: a page per person with a new code each (the earlier stops working) and a QR link; refused for whom the caller may not edit', async () => {
    const a = await worker();
    const b = await worker();
    const earlier = (await startCode(a.id)).body.code;
    const { bytes } = await printedPdf(`${world.t.baseUrl}/api/users/start-letters.pdf?ids=${a.id},${b.id}&lang=de`, world.manager.token, `start-letters-${target}.pdf`);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Ihr Zugang zu den Unterweisungen');
    expect(text).toContain(world.loginCode);
    expect(text).toContain(a.personnelNumber);
    expect(text).toContain(b.personnelNumber);
    // the printed codes sign in; the one made before the print does not
    const printed = [...text.matchAll(/Ihr Startcode ([A-HJ-NP-Z2-9]{4}) ([A-HJ-NP-Z2-9]{4})/g)].map((m) => `${m[1]}${m[2]}`);
    expect(printed).toHaveLength(2);
    expect((await pinLogin({ companyCode: world.loginCode, personnelNumber: a.personnelNumber, startCode: earlier }, { address: '198.51.100.60' })).status).toBe(401);
    const signedIn = await Promise.all(printed.map((code) => Promise.all([a, b].map((w) => pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, startCode: code }, { address: '198.51.100.61' })))));
    expect(signedIn.flat().filter((r) => r.status === 200)).toHaveLength(2);
    // a selection too long for a URL goes in the body
    const posted = await fetch(`${world.t.baseUrl}/api/users/start-letters.pdf`, { method: 'POST', headers: { Authorization: `Bearer ${world.admin.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: [b.id], lang: 'en' }) });
    expect(posted.status).toBe(200);
    expect(pdfText(new Uint8Array(await posted.arrayBuffer())).replace(/\s+/g, ' ')).toContain('Your access to the instructions');
    // an employee may not print; a manager not for an admin; a person without personnel number has no letter; bad ids
    const get = (ids: string, token: string) => world.api<ErrorBody>('GET', `/api/users/start-letters.pdf?ids=${ids}`, { token });
    expect((await get(a.id, world.employee.token)).status).toBe(403);
    expect((await get(`${a.id},${world.admin.id}`, world.manager.token)).status).toBe(403);
    expect((await get(world.employee.id, world.admin.token)).body.code).toBe('personnel_number_required');
    expect((await get('', world.admin.token)).status).toBe(400);
    expect((await get('nobody', world.admin.token)).status).toBe(404);
  });

  it('wrong PINs: 5 attempts, then the account waits (429, Retry-After), from any address; the address has a ceiling too', async () => {
    const w = await workerWithPin('620481');
    const attempt = (address: string, pin = '000001') => pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin }, { address });
    for (let i = 0; i < 5; i++) expect((await attempt(`198.51.100.${30 + i}`)).status).toBe(401);
    const limited = await attempt('198.51.100.40', '620481');
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    clock.advance(2000);
    try {
      // after the wait one more attempt; the right PIN signs in and clears the account
      expect((await attempt('198.51.100.41', '620481')).status).toBe(200);
      expect((await attempt('198.51.100.41')).status).toBe(401);
      // per address: 30 failures in 10 minutes, across accounts
      const address = '198.51.100.50';
      for (let i = 0; i < 30; i++) {
        const res = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: `NIEMAND-${i}`, pin: '000001' }, { address });
        expect(res.status).toBe(401);
      }
      const ceiling = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '620481' }, { address });
      expect(ceiling.status).toBe(429);
      expect((await pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '620481' }, { address: '198.51.100.51' })).status).toBe(200);
    } finally {
      clock.set(START);
    }
  });

  it('an account guessed at 10 times in a row: the admins and root are told in the bell and by mail, the trail records it (item 6)', async () => {
    const w = await workerWithPin('364819');
    const mailer = world.t.mailer as MemoryMailer;
    const before = mailer.sent.length;
    // each attempt after the account's wait is over (at most 32 s by the 10th), each from another phone
    for (let i = 0; i < 10; i++) {
      const wrong = await pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '000001' }, { address: `198.51.100.${150 + i}` });
      expect(wrong.status).toBe(401);
      clock.advance(60_000);
    }
    try {
      await world.t.app.kernel.projections.waitFor(await world.t.app.kernel.store.headPosition(), ['notifications.sign-in-locks', 'audit.trail']);
      type Bell = { items: { kind: string; personName: string | null; trainingId: string }[] };
      const locked = async (token: string) => (await world.api<Bell>('GET', '/api/notifications', { token })).body.items.filter((i) => i.kind === 'account_locked');
      for (const u of [world.acme.root, world.admin]) expect(await locked(u.token)).toEqual([expect.objectContaining({ personName: `Mehmet Yilmaz${n}`, trainingId: '' })]);
      expect(await locked(world.manager.token)).toEqual([]);
      expect(await locked(w.token)).toEqual([]);
      // the mails: one each to root and the admin (the dispatcher sends them a moment later)
      for (let i = 0; i < 100 && mailer.sent.length < before + 2; i++) await new Promise((r) => setTimeout(r, 50));
      const mails = mailer.sent.slice(before).filter((m) => m.subject.startsWith('Konto gesperrt'));
      expect(mails.map((m) => m.to).sort()).toEqual([world.admin.email, world.acme.root.email].sort());
      expect(mails[0]!.text).toContain('wiederholt eine falsche PIN');
      // the trail: how many attempts, never what was typed
      const trail = await world.api<{ items: { text: string }[] }>('GET', '/api/audit/events?type=user.sign_in_locked', { token: world.acme.root.token });
      expect(trail.body.items.map((i) => i.text)).toEqual([expect.stringContaining('10-mal in Folge falsch angemeldet')]);
      // the 11th wrong attempt tells nobody again; the right PIN still signs in after the wait
      expect((await pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '000001' }, { address: '198.51.100.170' })).status).toBe(401);
      clock.advance(120_000);
      expect((await pinLogin({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '364819' }, { address: '198.51.100.171' })).status).toBe(200);
      await world.t.app.kernel.projections.waitFor(await world.t.app.kernel.store.headPosition(), ['notifications.sign-in-locks']);
      expect(await locked(world.admin.token)).toHaveLength(1);
    } finally {
      clock.set(START);
    }
  });

  it.skipIf(target !== 'postgres')('concurrent wrong PINs through two app instances on one database: 5 are checked, the rest wait (PostgreSQL only)', async () => {
    const w = await workerWithPin('731592');
    const second: App = await createApp({
      ...(world.t.testDb.url ? {} : { db: world.t.testDb.db }),
      mailer: new MemoryMailer(),
      clock,
      config: { webDir: '', seedDemo: false, masterPassword: 'master-secret-1', masterEmail: 'master@test.local', databaseUrl: world.t.testDb.url, trustProxyHops: 1, passwordHashCost: { N: 1024, r: 8, p: 1 } },
      log: () => undefined,
    });
    try {
      const server = await second.listen(0);
      const otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => pinLogin<ErrorBody>({ companyCode: world.loginCode, personnelNumber: w.personnelNumber, pin: '000001' }, { baseUrl: i % 2 ? otherUrl : world.t.baseUrl, address: `198.51.100.${100 + i}` })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401).length).toBe(5);
      expect(statuses.filter((s) => s === 429).length).toBe(19);
    } finally {
      await second.close();
    }
  });
});
