import { describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { MemoryMailer, type ErrorBody } from '../support/app';
import { createCompany } from '../support/company';
import { useApiWorld } from '../support/world';

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
  const mailer = new MemoryMailer();
  const w = useApiWorld(target, { app: { mailer }, users: { admin: 'admin', manager: 'manager' } });

  const worker = (personnelNumber: string, extra: Record<string, unknown> = {}) => ({ personnelNumber, firstName: 'Jana', lastName: 'Kowalski', role: 'non-managing', ...extra });

  it('creates an employee without e-mail and password: no mail, the number in every view', async () => {
    const before = mailer.sent.length;
    const res = await w.api<UserRow>('POST', '/api/users', { token: w.admin.token, body: worker('P-0815', { language: 'en', dateOfBirth: '1990-04-01' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: '', firstName: 'Jana', lastName: 'Kowalski', role: 'non-managing', personnelNumber: 'P-0815', invitationSent: false, invitationPending: false });
    expect(mailer.sent.length).toBe(before);
    // the users page lists and finds it by the number (any case)
    const page = await w.api<{ users: UserRow[] }>('GET', '/api/users?search=p-08', { token: w.manager.token });
    expect(page.status).toBe(200);
    expect(page.body.users.map((u) => [u.id, u.personnelNumber])).toEqual([[res.body.id, 'P-0815']]);
    // a user with e-mail carries personnelNumber null, in the list and in their own view
    const me = await w.api<{ personnelNumber: string | null }>('GET', '/api/auth/me', { token: w.admin.token });
    expect(me.body.personnelNumber).toBeNull();
    const all = await w.api<{ users: UserRow[] }>('GET', '/api/users?pageSize=100', { token: w.admin.token });
    expect(all.body.users.find((u) => u.id === w.admin.id)?.personnelNumber).toBeNull();
  });

  it('keeps a number unique in the company (case-insensitive, 409) but not across companies', async () => {
    expect((await w.api('POST', '/api/users', { token: w.admin.token, body: worker('W-100') })).status).toBe(201);
    const dup = await w.api<ErrorBody>('POST', '/api/users', { token: w.manager.token, body: worker('w-100', { firstName: 'Piotr' }) });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'personnel_number_taken', field: 'personnelNumber', message: 'Diese Personalnummer ist in Ihrer Firma bereits vergeben.' });
    const other = await createCompany(w.t);
    expect((await w.api('POST', '/api/users', { token: other.root.token, body: worker('W-100') })).status).toBe(201);
    // an address holder can carry the same kind of number, and the claim stays unique against them too
    const withMail = await w.api<ErrorBody>('POST', '/api/users', { token: w.admin.token, body: { ...worker('W-100'), email: 'jana.k@firma.de', invitation: 'link' } });
    expect(withMail.status).toBe(409);
  });

  it('refuses bad input with a clear 400, in German and in English, and records nothing', async () => {
    const manager400 = await w.api<ErrorBody>('POST', '/api/users', { token: w.admin.token, body: worker('M-1', { role: 'manager' }) });
    expect(manager400.status).toBe(400);
    expect(manager400.body).toMatchObject({ code: 'email_required_for_role', message: 'Ohne E-Mail-Adresse kann nur ein Mitarbeiter-Konto angelegt werden.' });
    const en = await w.api<ErrorBody>('POST', '/api/users', { token: w.admin.token, lang: 'en', body: worker('M-1', { role: 'auditor' }) });
    expect(en.body.message).toBe('Only an employee account can be created without an email address.');
    const nothing = await w.api<ErrorBody>('POST', '/api/users', { token: w.admin.token, body: { firstName: 'Jana', lastName: 'K', role: 'non-managing' } });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ code: 'fill_all_fields', field: 'email' });
    for (const bad of ['', '   ', 'P 0815', 'P#1', 'x'.repeat(21)]) {
      const res = await w.api<ErrorBody>('POST', '/api/users', { token: w.admin.token, body: worker(bad) });
      expect(res.status, bad).toBe(400);
    }
    const invalid = await w.api<ErrorBody>('POST', '/api/users', { token: w.admin.token, body: worker('P#1') });
    expect(invalid.body.message).toContain('Die Personalnummer besteht aus 1 bis 20 Buchstaben');
    // (the search also matches addresses, and a generated one may hold "m-1": look at the numbers)
    const page = await w.api<{ users: UserRow[] }>('GET', '/api/users?search=M-1', { token: w.admin.token });
    expect(page.body.users.filter((u) => u.personnelNumber !== null)).toEqual([]);
  });

  it('changes and frees numbers: an edit releases the old one, a deletion the last one', async () => {
    const a = await w.api<UserRow>('POST', '/api/users', { token: w.admin.token, body: worker('E-1', { firstName: 'Anna' }) });
    const changed = await w.api<UserRow>('PATCH', `/api/users/${a.body.id}`, { token: w.admin.token, body: { personnelNumber: 'E-2' } });
    expect(changed.status).toBe(200);
    expect(changed.body.personnelNumber).toBe('E-2');
    const cleared = await w.api<ErrorBody>('PATCH', `/api/users/${a.body.id}`, { token: w.admin.token, body: { personnelNumber: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.code).toBe('personnel_number_required');
    const promoted = await w.api<ErrorBody>('PATCH', `/api/users/${a.body.id}`, { token: w.admin.token, body: { role: 'manager' } });
    expect(promoted.body.code).toBe('email_required_for_role');
    // E-1 is free again; E-2 is not
    const b = await w.api<UserRow>('POST', '/api/users', { token: w.admin.token, body: worker('E-1', { firstName: 'Bernd' }) });
    expect(b.status).toBe(201);
    expect((await w.api<ErrorBody>('PATCH', `/api/users/${b.body.id}`, { token: w.admin.token, body: { personnelNumber: 'e-2' } })).status).toBe(409);
    expect((await w.api('DELETE', `/api/users/${a.body.id}`, { token: w.admin.token })).status).toBe(204);
    const c = await w.api<UserRow>('POST', '/api/users', { token: w.admin.token, body: worker('E-2', { firstName: 'Carla' }) });
    expect(c.status).toBe(201);
    // an address can be added later; the number stays
    const mailed = await w.api<UserRow>('PATCH', `/api/users/${c.body.id}`, { token: w.admin.token, body: { email: 'carla@firma.de' } });
    expect(mailed.body).toMatchObject({ email: 'carla@firma.de', personnelNumber: 'E-2' });
  });

  it('lets an employee without e-mail be a unit member and be counted', async () => {
    const uwe = await w.api<UserRow>('POST', '/api/users', { token: w.admin.token, body: worker('U-1', { firstName: 'Uwe' }) });
    const group = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.admin.token, body: { name: `Halle ${Date.now()}`, description: 'Frühschicht' } });
    expect(group.status).toBe(201);
    const added = await w.api('POST', `/api/user-groups/${group.body.id}/members`, { token: w.admin.token, body: { userId: uwe.body.id } });
    expect(added.status).toBe(201);
    const progress = await w.api<{ members: { id: string; email: string }[] }>('GET', `/api/user-groups/${group.body.id}/progress`, { token: w.admin.token });
    expect(progress.status).toBe(200);
    expect(progress.body.members.map((m) => [m.id, m.email])).toEqual([[uwe.body.id, '']]);
  });

  it('imports workers with only personnel numbers, queues no mail for them, and skips them on a second import', async () => {
    const unit = `Lager ${Date.now()}`;
    const csv = [
      'Personalnummer;Vorname;Nachname;E-Mail;Einheiten',
      `LAGER-1;Ali;Yilmaz;;${unit}`,
      `LAGER-2;Marta;Nowak;;${unit}`,
      `LAGER-3;Ion;Popescu;;${unit}`,
      `LAGER-4;Eva;Schmidt;eva.schmidt.${Date.now()}@firma.de;${unit}`,
    ].join('\n');
    const upload = async (query: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'lager.csv');
      const res = await fetch(`${w.t.baseUrl}/api/users/import${query}`, { method: 'POST', headers: { Authorization: `Bearer ${w.admin.token}` }, body: form });
      return { status: res.status, body: (await res.json()) as { created: number; skipped: number; errors: number; rows: { row: number; outcome: string; code?: string }[] } };
    };
    const first = await upload('?dryRun=false&createUnits=true');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 4, skipped: 0, errors: 0 });
    await w.t.app.kernel.projections.catchUp();
    // one invitation is queued: for the one person with an address
    const queued = await w.t.testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM idn_invitation_outbox WHERE company_id = $1`, [w.acme.id]);
    expect(queued.rows[0]?.n).toBe('1');
    // (the search also matches names and addresses; "LAGER-" occurs in no generated address)
    const page = await w.api<{ users: UserRow[] }>('GET', '/api/users?search=LAGER-', { token: w.admin.token });
    expect(page.body.users.map((u) => u.personnelNumber).sort()).toEqual(['LAGER-1', 'LAGER-2', 'LAGER-3', 'LAGER-4']);
    const again = await upload('?dryRun=false&createUnits=true');
    expect(again.body).toMatchObject({ created: 0, skipped: 4, errors: 0 });
  });
});
