import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { dbTargets } from '../support/db';
import { client, MemoryMailer, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany } from '../support/company';
import type { Role } from '../../src/shared/policy';

interface ImportBody {
  rows: { row: number; email: string; outcome: 'created' | 'skipped' | 'error'; reason?: string; code?: string }[];
  created: number;
  skipped: number;
  errors: number;
  dryRun: boolean;
  newUnits: string[];
  message?: string;
  code?: string;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${++seq}`;

/** POST /api/users/import with a file as multipart field `file` (or another field name). */
async function upload(t: TestApp, token: string | null, file: Blob | string, o: { query?: string; lang?: string; field?: string; name?: string } = {}) {
  const form = new FormData();
  form.append(o.field ?? 'file', typeof file === 'string' ? new Blob([file], { type: 'text/csv' }) : file, o.name ?? 'benutzer.csv');
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (o.lang) headers['Accept-Language'] = o.lang;
  const res = await fetch(`${t.baseUrl}/api/users/import${o.query ?? '?dryRun=true'}`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as ImportBody };
}

const csv = (lines: string[], sep = ',') => lines.map((l) => l.replaceAll(',', sep)).join('\r\n');

for (const target of dbTargets()) {
  describe(`user import API (${target})`, () => {
    let t: TestApp;
    let co: TestCompany;
    let other: TestCompany;
    let api: ReturnType<typeof client>;
    const taken = `vergeben-${uniq()}@firma.de`;

    beforeAll(async () => {
      t = await startTestApp(target);
      api = client(t.baseUrl);
      co = await createCompany(t);
      other = await createCompany(t);
      const inv = await api('POST', '/api/users', { token: other.root.token, body: { email: taken, firstName: 'A', lastName: 'B', password: 'geheim123' } });
      expect(inv.status).toBe(201);
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    it('previews every kind of bad row with a reason in German, and English on request; nothing is created', async () => {
      const tag = uniq();
      const existing = await co.user('non-managing');
      const file = csv([
        'E-Mail,Vorname,Nachname,Rolle,Einheiten,Sprache',
        `ok-${tag}@firma.de,Olga,Ok,Mitarbeiter,,de`,
        `,Ohne,Adresse,,,`,
        `kein-at-${tag},Kein,At,,,`,
        `ok-${tag}@FIRMA.de,Doppelt,Zeile,,,`,
        `${existing.email},Schon,Da,,,`,
        `${taken},Andere,Firma,,,`,
        `rolle-${tag}@firma.de,Rolle,Falsch,Chef,,`,
        `sprache-${tag}@firma.de,Sprache,Falsch,,,fr`,
        `einheit-${tag}@firma.de,Einheit,Fehlt,,Nirgendwo ${tag},`,
        `ohnevor-${tag}@firma.de,,Nachname,,,`,
        `ohnenach-${tag}@firma.de,Vorname,,,,`,
        `pruefer-${tag}@firma.de,Prüfer,Einheit,Prüfer/in,Irgendwo ${tag},`,
      ]);
      const res = await upload(t, co.root.token, file);
      expect(res.status).toBe(200);
      expect(res.body.dryRun).toBe(true);
      const by = (row: number) => res.body.rows.find((r) => r.row === row)!;
      expect(by(2)).toEqual({ row: 2, email: `ok-${tag}@firma.de`, outcome: 'created' });
      expect(by(3)).toMatchObject({ outcome: 'error', code: 'email_missing', reason: 'E-Mail-Adresse fehlt.' });
      expect(by(4)).toMatchObject({ outcome: 'error', code: 'email_invalid', reason: 'Ungültige E-Mail-Adresse.' });
      expect(by(5)).toMatchObject({ outcome: 'error', code: 'duplicate_in_file', reason: 'Doppelt in der Datei (wie Zeile 2).' });
      expect(by(6)).toMatchObject({ outcome: 'skipped', code: 'already_exists', reason: 'bereits vorhanden' });
      expect(by(7)).toMatchObject({ outcome: 'error', code: 'email_taken' });
      expect(by(8)).toMatchObject({ outcome: 'error', code: 'role_unknown', reason: 'Unbekannte Rolle „Chef“.' });
      expect(by(9)).toMatchObject({ outcome: 'error', code: 'language_unknown' });
      expect(by(10)).toMatchObject({ outcome: 'error', code: 'unit_unknown', reason: `Die Einheit „Nirgendwo ${tag}“ gibt es nicht.` });
      expect(by(11)).toMatchObject({ outcome: 'error', code: 'first_name_missing' });
      expect(by(12)).toMatchObject({ outcome: 'error', code: 'last_name_missing' });
      expect(by(13)).toMatchObject({ outcome: 'error', code: 'role_cannot_join_units' });
      expect(res.body).toMatchObject({ created: 1, skipped: 1, errors: 10 });

      const en = await upload(t, co.root.token, file, { lang: 'en' });
      expect(en.body.rows.find((r) => r.row === 10)!.reason).toBe(`The unit "Nirgendwo ${tag}" does not exist.`);
      expect(en.body.rows.find((r) => r.row === 6)!.reason).toBe('already exists');

      const users = await api<{ totalCount: number; users: { email: string }[] }>('GET', `/api/users?search=ok-${tag}`, { token: co.root.token });
      expect(users.body.totalCount).toBe(0);
    });

    it('imports the valid rows: users exist, join their units, and the same file again skips them', async () => {
      const tag = uniq();
      const unit = await api<{ id: string }>('POST', '/api/user-groups', { token: co.root.token, body: { name: `Lager ${tag}` } });
      expect(unit.status).toBe(201);
      const file = csv(
        [
          '\uFEFFEmail;First name;Last name;Role;Units;Language',
          `a-${tag}@firma.de;Anna;Alpha;Manager;Lager ${tag};en`,
          `b-${tag}@firma.de;Bernd;Beta;;lager ${tag}; Neu ${tag};`,
          `c-${tag}@firma.de;Carla;Gamma;auditor;;Deutsch`,
          `kaputt-${tag};X;Y;;;`,
        ],
        ';',
      ).replaceAll(`lager ${tag}; Neu`, `lager ${tag}, Neu`);
      // "lager X, Neu X" is one (unknown) unit name: units are separated by ';' only, and ';' is this file's delimiter
      const preview = await upload(t, co.root.token, file);
      expect(preview.status).toBe(200);
      expect(preview.body.rows.map((r) => r.outcome)).toEqual(['created', 'error', 'created', 'error']);
      expect(preview.body.rows[1]).toMatchObject({ code: 'unit_unknown' });

      const withUnits = await upload(t, co.root.token, file, { query: '?dryRun=true&createUnits=true' });
      expect(withUnits.body.rows.map((r) => r.outcome)).toEqual(['created', 'created', 'created', 'error']);
      expect(withUnits.body.rows[1]).toMatchObject({ code: 'units_will_be_created', reason: `Neue Einheit wird angelegt: lager ${tag}, Neu ${tag}` });

      const done = await upload(t, co.root.token, file, { query: '?dryRun=false&createUnits=true' });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ dryRun: false, created: 3, skipped: 0, errors: 1, newUnits: [`lager ${tag}, Neu ${tag}`] });

      const list = await api<{ users: { email: string; role: Role; isActive: boolean }[] }>('GET', `/api/users?search=${tag}`, { token: co.root.token });
      expect(list.body.users.map((u) => [u.email, u.role]).sort()).toEqual([
        [`a-${tag}@firma.de`, 'manager'],
        [`b-${tag}@firma.de`, 'non-managing'],
        [`c-${tag}@firma.de`, 'auditor'],
      ]);
      const members = await api<{ email: string }[]>('GET', `/api/user-groups/${unit.body.id}/members`, { token: co.root.token });
      expect(members.status).toBe(200);
      expect(JSON.stringify(members.body)).toContain(`a-${tag}@firma.de`);

      const again = await upload(t, co.root.token, file, { query: '?dryRun=false&createUnits=true' });
      expect(again.body.rows.map((r) => [r.outcome, r.reason])).toEqual([
        ['skipped', 'bereits vorhanden'],
        ['skipped', 'bereits vorhanden'],
        ['skipped', 'bereits vorhanden'],
        ['error', 'Ungültige E-Mail-Adresse.'],
      ]);
    });

    it('queues one invitation per imported user, sent paced by the outbox in the row\'s language with a one-time link', async () => {
      const tag = uniq();
      const mailer = t.mailer as MemoryMailer;
      const file = csv(['E-Mail,Vorname,Nachname,Sprache', `de-${tag}@firma.de,Dora,Deutsch,de`, `en-${tag}@firma.de,Emma,English,en`]);
      const done = await upload(t, co.root.token, file, { query: '?dryRun=false' });
      expect(done.body.created).toBe(2);
      const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email);
      await expect.poll(() => mailsTo(`de-${tag}@firma.de`).length + mailsTo(`en-${tag}@firma.de`).length, { timeout: 20_000, interval: 100 }).toBe(2);
      const de = mailsTo(`de-${tag}@firma.de`)[0]!;
      const en = mailsTo(`en-${tag}@firma.de`)[0]!;
      expect(de.subject).toContain('hat Sie zu Unterweisung Pro eingeladen');
      expect(de.text).toContain('Legen Sie über diesen Link Ihr eigenes Passwort fest');
      expect(en.subject).toContain('invited you to Unterweisung Pro');
      expect(de.messageId).toMatch(/^<invitation\./);
      // no password exists before the person sets one
      expect((await api('POST', '/api/auth/login', { body: { email: `de-${tag}@firma.de`, password: 'irgendwas1' } })).status).toBe(401);
      const token = decodeURIComponent(/\/invitation\/([A-Za-z0-9_%-]+)/.exec(en.text)![1]!);
      const view = await api<{ email: string; language: string }>('GET', `/api/auth/invitation/${encodeURIComponent(token)}`);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ email: `en-${tag}@firma.de`, language: 'en' });
      const set = await api<{ token: string }>('POST', `/api/auth/invitation/${encodeURIComponent(token)}`, { body: { password: 'eigenes1' } });
      expect(set.status).toBe(200);
      expect((await api('POST', '/api/auth/login', { body: { email: `en-${tag}@firma.de`, password: 'eigenes1' } })).status).toBe(200);

      // the same file again and a rebuilt reactor mail nobody again
      await upload(t, co.root.token, file, { query: '?dryRun=false' });
      await t.app.kernel.projections.rebuild('identity.invitationOutbox');
      await t.app.modules.identity.invitations(t.app.kernel).drain();
      expect(mailsTo(`de-${tag}@firma.de`)).toHaveLength(1);
      const statuses = async () =>
        (await t.app.kernel.db.query<{ status: string }>('SELECT status FROM idn_invitation_outbox WHERE user_id IN (SELECT id FROM idn_users WHERE email LIKE $1)', [`%-${tag}@firma.de`])).rows.map((r) => r.status);
      // the mailer has the mail a moment before the dispatcher marks its row
      await expect.poll(statuses, { timeout: 10_000, interval: 50 }).toEqual(['sent', 'sent']);
    });

    it('reports progress as JSON lines to a client that accepts application/x-ndjson, the result last', async () => {
      const tag = uniq();
      const lines = ['E-Mail,Vorname,Nachname', ...Array.from({ length: 260 }, (_, i) => `n${i}-${tag}@firma.de,V${i},N`), 'kaputt,V,N'];
      const form = new FormData();
      form.append('file', new Blob([csv(lines)], { type: 'text/csv' }), 'viele.csv');
      const res = await fetch(`${t.baseUrl}/api/users/import?dryRun=false`, { method: 'POST', headers: { Authorization: `Bearer ${co.root.token}`, Accept: 'application/x-ndjson' }, body: form });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/x-ndjson');
      const answer = (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as { type: string; done?: number; total?: number; result?: ImportBody });
      expect(answer.filter((l) => l.type === 'progress').map((l) => [l.done, l.total])).toEqual([
        [250, 260],
        [260, 260],
      ]);
      expect(answer.at(-1)!.type).toBe('result');
      expect(answer.at(-1)!.result).toMatchObject({ created: 260, errors: 1, dryRun: false });
      // a bad file is still a plain 4xx
      const bad = new FormData();
      bad.append('file', new Blob(['Vorname\nA\n'], { type: 'text/csv' }), 'x.csv');
      const refused = await fetch(`${t.baseUrl}/api/users/import?dryRun=false`, { method: 'POST', headers: { Authorization: `Bearer ${co.root.token}`, Accept: 'application/x-ndjson' }, body: bad });
      expect(refused.status).toBe(400);
    });

    it('reads XLSX (hyperlinked addresses, German role labels)', async () => {
      const tag = uniq();
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Benutzer');
      ws.addRow(['E-Mail-Adresse', 'Vorname', 'Nachname', 'Rolle']);
      ws.addRow([{ text: `x-${tag}@firma.de`, hyperlink: `mailto:x-${tag}@firma.de` }, 'Xaver', 'Excel', 'Administrator']);
      ws.addRow([`y-${tag}@firma.de`, 'Yvonne', 'Excel', 'Prüfer/in']);
      const buf = Buffer.from(await wb.xlsx.writeBuffer());
      const res = await upload(t, co.root.token, new Blob([buf]), { name: 'benutzer.xlsx' });
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([
        { row: 2, email: `x-${tag}@firma.de`, outcome: 'created' },
        { row: 3, email: `y-${tag}@firma.de`, outcome: 'created' },
      ]);
    });

    it('applies the invite role matrix of the importer per row, and refuses roles that manage nobody', async () => {
      const tag = uniq();
      const roles: Role[] = ['root', 'admin', 'manager', 'non-managing', 'auditor'];
      const file = csv(['E-Mail,Vorname,Nachname,Rolle', ...roles.map((r, i) => `m${i}-${tag}@firma.de,V,N,${r}`)]);
      const INVITE: Record<'root' | 'admin' | 'manager', Role[]> = {
        root: ['root', 'admin', 'manager', 'non-managing', 'auditor'],
        admin: ['manager', 'non-managing', 'auditor'],
        manager: ['manager', 'non-managing'],
      };
      for (const importer of ['root', 'admin', 'manager'] as const) {
        const token = importer === 'root' ? co.root.token : (await co.user(importer)).token;
        const res = await upload(t, token, file);
        expect(res.status).toBe(200);
        expect(res.body.rows.map((r) => r.outcome), importer).toEqual(roles.map((r) => (INVITE[importer].includes(r) ? 'created' : 'error')));
        for (const r of res.body.rows.filter((x) => x.outcome === 'error')) expect(r.code).toBe('role_not_allowed');
      }
      for (const role of ['non-managing', 'auditor'] as const) {
        const u = await co.user(role);
        const res = await upload(t, u.token, file);
        expect(res.status).toBe(403);
        expect(res.body.message).toMatch(/Access Denied/);
      }
      expect((await upload(t, null, file)).status).toBe(401);
    });

    it('a manager may add to the units they own only, and may create units', async () => {
      const tag = uniq();
      const manager = await co.user('manager');
      const mine = await api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: `Meine ${tag}` } });
      await api('POST', '/api/user-groups', { token: co.root.token, body: { name: `Fremde ${tag}` } });
      expect(mine.status).toBe(201);
      const file = csv(['E-Mail,Vorname,Nachname,Einheiten', `p-${tag}@firma.de,P,Q,Meine ${tag}`, `q-${tag}@firma.de,Q,R,Fremde ${tag}`]);
      const res = await upload(t, manager.token, file);
      expect(res.body.rows.map((r) => r.code ?? r.outcome)).toEqual(['created', 'unit_not_editable']);
    });

    it('refuses too long names and unit names that several units carry', async () => {
      const tag = uniq();
      for (let i = 0; i < 2; i++) expect((await api('POST', '/api/user-groups', { token: co.root.token, body: { name: `Zwilling ${tag}` } })).status).toBe(201);
      const file = csv(['E-Mail,Vorname,Nachname,Einheiten', `lang-${tag}@firma.de,${'x'.repeat(101)},N,`, `zwei-${tag}@firma.de,V,N,zwilling ${tag}`]);
      const res = await upload(t, co.root.token, file);
      expect(res.body.rows.map((r) => [r.code, r.reason])).toEqual([
        ['name_too_long', 'Vor- oder Nachname ist zu lang (höchstens 100 Zeichen).'],
        ['unit_ambiguous', `Mehrere Einheiten heißen „zwilling ${tag}“.`],
      ]);
    });

    it('refuses files it cannot take with a clear 4xx', async () => {
      const missing = await upload(t, co.root.token, 'Vorname,Nachname\nA,B\n');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'import_columns_missing', message: 'Der Datei fehlen Spalten: „E-Mail“.' });
      const noFile = await upload(t, co.root.token, 'x', { field: 'datei' });
      expect(noFile.status).toBe(400);
      expect(noFile.body.code).toBe('file_missing');
      const empty = await upload(t, co.root.token, '');
      expect(empty.status).toBe(400);
      const binary = await upload(t, co.root.token, new Blob([Buffer.from([0, 1, 2, 3, 0, 5])]));
      expect(binary.status).toBe(400);
      expect(binary.body.code).toBe('import_unreadable');
      const big = await upload(t, co.root.token, `E-Mail,Vorname,Nachname\n${`a@b.de,${'x'.repeat(1100)},y\n`.repeat(10_000)}`);
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('Die Datei ist zu groß (höchstens 10 MB).');
      const many = await upload(t, co.root.token, `E-Mail,Vorname,Nachname\n${'a@b.de,x,y\n'.repeat(20_001)}`, { lang: 'en' });
      expect(many.status).toBe(413);
      expect(many.body.message).toBe('The file has too many rows (at most 20,000).');
      const json = await api('POST', '/api/users/import?dryRun=true', { token: co.root.token, body: { file: 'x' } });
      expect(json.status).toBe(415);
      const badQuery = await upload(t, co.root.token, 'E-Mail,Vorname,Nachname\n', { query: '?dryRun=vielleicht' });
      expect(badQuery.status).toBe(400);
    });
  });
}
