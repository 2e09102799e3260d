import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { client, MemoryMailer, startTestApp, type TestApp, type ErrorBody } from '../support/app';
import { createCompany, type TestCompany, type TestUser } from '../support/company';

/*
 * Issue 33 item 1: employees without e-mail, created with a personnel number (Personalnummer) that
 * is unique in the company; every user view carries the number; nothing is mailed to them.
 */

interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  personnelNumber: string | null;
  invitationPending: boolean;
  invitationSent?: boolean;
}

describe.each(dbTargets())('personnel numbers on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let mailer: MemoryMailer;
  let company: TestCompany;
  let admin: TestUser;
  let manager: TestUser;

  beforeAll(async () => {
    mailer = new MemoryMailer();
    t = await startTestApp(target, { mailer });
    api = client(t.baseUrl);
    company = await createCompany(t);
    admin = await company.user('admin');
    manager = await company.user('manager');
  });
  afterAll(async () => {
    await t?.close();
  });

  const worker = (personnelNumber: string, extra: Record<string, unknown> = {}) => ({ personnelNumber, firstName: 'Jana', lastName: 'Kowalski', role: 'non-managing', ...extra });

  it('creates an employee without e-mail and password: no mail, the number in every view', async () => {
    const before = mailer.sent.length;
    const res = await api<UserRow>('POST', '/api/users', { token: admin.token, body: worker('P-0815', { language: 'en', dateOfBirth: '1990-04-01' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: '', firstName: 'Jana', lastName: 'Kowalski', role: 'non-managing', personnelNumber: 'P-0815', invitationSent: false, invitationPending: false });
    expect(mailer.sent.length).toBe(before);
    // the users page lists and finds it by the number (any case)
    const page = await api<{ users: UserRow[] }>('GET', '/api/users?search=p-08', { token: manager.token });
    expect(page.status).toBe(200);
    expect(page.body.users.map((u) => [u.id, u.personnelNumber])).toEqual([[res.body.id, 'P-0815']]);
    // a user with e-mail carries personnelNumber null, in the list and in their own view
    const me = await api<{ personnelNumber: string | null }>('GET', '/api/auth/me', { token: admin.token });
    expect(me.body.personnelNumber).toBeNull();
    const all = await api<{ users: UserRow[] }>('GET', '/api/users?pageSize=100', { token: admin.token });
    expect(all.body.users.find((u) => u.id === admin.id)?.personnelNumber).toBeNull();
  });

  it('keeps a number unique in the company (case-insensitive, 409) but not across companies', async () => {
    expect((await api('POST', '/api/users', { token: admin.token, body: worker('W-100') })).status).toBe(201);
    const dup = await api<ErrorBody>('POST', '/api/users', { token: manager.token, body: worker('w-100', { firstName: 'Piotr' }) });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'personnel_number_taken', field: 'personnelNumber', message: 'Diese Personalnummer ist in Ihrer Firma bereits vergeben.' });
    const other = await createCompany(t);
    expect((await api('POST', '/api/users', { token: other.root.token, body: worker('W-100') })).status).toBe(201);
    // an address holder can carry the same kind of number, and the claim stays unique against them too
    const withMail = await api<ErrorBody>('POST', '/api/users', { token: admin.token, body: { ...worker('W-100'), email: 'jana.k@firma.de', invitation: 'link' } });
    expect(withMail.status).toBe(409);
  });

  it('refuses bad input with a clear 400, in German and in English, and records nothing', async () => {
    const manager400 = await api<ErrorBody>('POST', '/api/users', { token: admin.token, body: worker('M-1', { role: 'manager' }) });
    expect(manager400.status).toBe(400);
    expect(manager400.body).toMatchObject({ code: 'email_required_for_role', message: 'Ohne E-Mail-Adresse kann nur ein Mitarbeiter-Konto angelegt werden.' });
    const en = await api<ErrorBody>('POST', '/api/users', { token: admin.token, lang: 'en', body: worker('M-1', { role: 'auditor' }) });
    expect(en.body.message).toBe('Only an employee account can be created without an email address.');
    const nothing = await api<ErrorBody>('POST', '/api/users', { token: admin.token, body: { firstName: 'Jana', lastName: 'K', role: 'non-managing' } });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ code: 'fill_all_fields', field: 'email' });
    for (const bad of ['', '   ', 'P 0815', 'P#1', 'x'.repeat(21)]) {
      const res = await api<ErrorBody>('POST', '/api/users', { token: admin.token, body: worker(bad) });
      expect(res.status, bad).toBe(400);
    }
    const invalid = await api<ErrorBody>('POST', '/api/users', { token: admin.token, body: worker('P#1') });
    expect(invalid.body.message).toContain('Die Personalnummer besteht aus 1 bis 20 Buchstaben');
    const page = await api<{ users: UserRow[] }>('GET', '/api/users?search=M-1', { token: admin.token });
    expect(page.body.users).toEqual([]);
  });

  it('changes and frees numbers: an edit releases the old one, a deletion the last one', async () => {
    const a = await api<UserRow>('POST', '/api/users', { token: admin.token, body: worker('E-1', { firstName: 'Anna' }) });
    const changed = await api<UserRow>('PATCH', `/api/users/${a.body.id}`, { token: admin.token, body: { personnelNumber: 'E-2' } });
    expect(changed.status).toBe(200);
    expect(changed.body.personnelNumber).toBe('E-2');
    const cleared = await api<ErrorBody>('PATCH', `/api/users/${a.body.id}`, { token: admin.token, body: { personnelNumber: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.code).toBe('personnel_number_required');
    const promoted = await api<ErrorBody>('PATCH', `/api/users/${a.body.id}`, { token: admin.token, body: { role: 'manager' } });
    expect(promoted.body.code).toBe('email_required_for_role');
    // E-1 is free again; E-2 is not
    const b = await api<UserRow>('POST', '/api/users', { token: admin.token, body: worker('E-1', { firstName: 'Bernd' }) });
    expect(b.status).toBe(201);
    expect((await api<ErrorBody>('PATCH', `/api/users/${b.body.id}`, { token: admin.token, body: { personnelNumber: 'e-2' } })).status).toBe(409);
    expect((await api('DELETE', `/api/users/${a.body.id}`, { token: admin.token })).status).toBe(204);
    const c = await api<UserRow>('POST', '/api/users', { token: admin.token, body: worker('E-2', { firstName: 'Carla' }) });
    expect(c.status).toBe(201);
    // an address can be added later; the number stays
    const mailed = await api<UserRow>('PATCH', `/api/users/${c.body.id}`, { token: admin.token, body: { email: 'carla@firma.de' } });
    expect(mailed.body).toMatchObject({ email: 'carla@firma.de', personnelNumber: 'E-2' });
  });

  it('lets an employee without e-mail be a unit member and be counted', async () => {
    const w = await api<UserRow>('POST', '/api/users', { token: admin.token, body: worker('U-1', { firstName: 'Uwe' }) });
    const group = await api<{ id: string }>('POST', '/api/user-groups', { token: admin.token, body: { name: `Halle ${Date.now()}`, description: 'Frühschicht' } });
    expect(group.status).toBe(201);
    const added = await api('POST', `/api/user-groups/${group.body.id}/members`, { token: admin.token, body: { userId: w.body.id } });
    expect(added.status).toBe(201);
    const progress = await api<{ members: { id: string; email: string }[] }>('GET', `/api/user-groups/${group.body.id}/progress`, { token: admin.token });
    expect(progress.status).toBe(200);
    expect(progress.body.members.map((m) => [m.id, m.email])).toEqual([[w.body.id, '']]);
  });

  it('imports workers with only personnel numbers, queues no mail for them, and skips them on a second import', async () => {
    const unit = `Lager ${Date.now()}`;
    const csv = [
      'Personalnummer;Vorname;Nachname;E-Mail;Einheiten',
      `L-1;Ali;Yilmaz;;${unit}`,
      `L-2;Marta;Nowak;;${unit}`,
      `L-3;Ion;Popescu;;${unit}`,
      `L-4;Eva;Schmidt;eva.schmidt.${Date.now()}@firma.de;${unit}`,
    ].join('\n');
    const upload = async (query: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'lager.csv');
      const res = await fetch(`${t.baseUrl}/api/users/import${query}`, { method: 'POST', headers: { Authorization: `Bearer ${admin.token}` }, body: form });
      return { status: res.status, body: (await res.json()) as { created: number; skipped: number; errors: number; rows: { row: number; outcome: string; code?: string }[] } };
    };
    const first = await upload('?dryRun=false&createUnits=true');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 4, skipped: 0, errors: 0 });
    await t.app.kernel.projections.catchUp();
    // one invitation is queued: for the one person with an address
    const queued = await t.testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM idn_invitation_outbox WHERE company_id = $1`, [company.id]);
    expect(queued.rows[0]?.n).toBe('1');
    const page = await api<{ users: UserRow[] }>('GET', '/api/users?search=L-', { token: admin.token });
    expect(page.body.users.map((u) => u.personnelNumber).sort()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
    const again = await upload('?dryRun=false&createUnits=true');
    expect(again.body).toMatchObject({ created: 0, skipped: 4, errors: 0 });
  });
});
