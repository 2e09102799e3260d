import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsOfPage, AsOfTrend } from '../../../src/shared/contracts/audit-as-of';
import { client, startTestApp, type TestApp } from '../../../tests/support/app';
import { createCompany, type TestCompany, type TestUser } from '../../../tests/support/company';
import { dbTargets } from '../../../tests/support/db';

/**
 * GET /api/audit/compliance end to end on the real clock (events are recorded at the wall clock):
 * the state of a group before and after a completion and a leave, paging and the summary, the
 * errors (400 naming the field, 404 for another company's ids, 403 outside the audit area) and the
 * CSV, XLSX and PDF exports.
 */
describe.each(dbTargets())('audit as-of replay on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let acme: TestCompany;
  let manager: TestUser;
  let anna: TestUser;
  let bernd: TestUser;
  let nord: string;
  let brand: string;
  const instants: Record<'assigned' | 'completed' | 'left', string> = { assigned: '', completed: '', left: '' };

  const settle = async () => {
    await t.app.kernel.projections.waitFor(await t.app.kernel.store.headPosition(), ['audit.as-of']);
    // an instant strictly after everything recorded so far
    await new Promise((r) => setTimeout(r, 5));
    const at = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    return at;
  };
  const asOf = (query: string, token = acme.root.token, lang?: string) => api<AsOfPage & { code?: string; field?: string; message?: string }>('GET', `/api/audit/compliance?${query}`, { token, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    t = await startTestApp(target);
    api = client(t.baseUrl);
    acme = await createCompany(t);
    manager = await acme.user('manager', 'Jonas');
    anna = await acme.user('non-managing', 'Anna');
    bernd = await acme.user('non-managing', 'Bernd');
    const created = await api<{ id: string }>('POST', '/api/trainings', {
      token: manager.token,
      body: { title: 'Brandschutz', description: 'x', status: 'published', requiresRecertification: true, recertificationPeriod: '1_year' },
    });
    brand = created.body.id;
    await api('POST', '/api/training-modules', { token: manager.token, body: { trainingId: brand, type: 'text', title: 'Text', orderIndex: 0, content: { text: 'Lesen.' } } });
    nord = (await api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: 'Baustelle Nord' } })).body.id;
    for (const u of [anna, bernd]) expect((await api('POST', `/api/user-groups/${nord}/members`, { token: manager.token, body: { userId: u.id } })).status).toBe(201);
    expect((await api('POST', `/api/user-groups/${nord}/trainings`, { token: manager.token, body: { trainingId: brand, weeks: 2 } })).status).toBe(201);
    instants.assigned = await settle();
    const started = await api<{ modules: { id: string }[] }>('POST', `/api/trainings/${brand}/start`, { token: anna.token });
    await api('PATCH', `/api/trainings/${brand}/progress`, { token: anna.token, body: { moduleId: started.body.modules[0]!.id, completed: true } });
    expect((await api('POST', `/api/trainings/${brand}/complete`, { token: anna.token, body: { password: anna.password } })).status).toBe(200);
    instants.completed = await settle();
    expect((await api('DELETE', `/api/user-groups/${nord}/members/${bernd.id}`, { token: manager.token })).status).toBeLessThan(300);
    instants.left = await settle();
  });
  afterAll(() => t?.close());

  it('answers each person and training of a group as it stood at the instant', async () => {
    const before = await asOf(`asOf=${instants.assigned}&groupId=${nord}`);
    expect(before.status).toBe(200);
    expect(before.body.rows.map((r) => [r.firstName, r.status, r.groups.map((g) => g.name)])).toEqual([
      ['Anna', 'assigned', ['Baustelle Nord']],
      ['Bernd', 'assigned', ['Baustelle Nord']],
    ]);
    expect(before.body.summary).toMatchObject({ total: 2, compliant: 0 });
    expect(before.body.rows[0]!.deadline).not.toBeNull();

    const done = await asOf(`asOf=${instants.completed}&groupId=${nord}`);
    const a = done.body.rows.find((r) => r.userId === anna.id)!;
    expect(a.status).toBe('completed');
    expect(a.evidenceId).toEqual(expect.any(String));
    expect(new Date(a.validUntil!).getUTCFullYear()).toBe(new Date(a.completedAt!).getUTCFullYear() + 1);
    expect(done.body.summary).toMatchObject({ total: 2, compliant: 1, byStatus: { completed: 1, assigned: 1 } });

    const after = await asOf(`asOf=${instants.left}&groupId=${nord}`);
    expect(after.body.rows.map((r) => r.firstName)).toEqual(['Anna']);
    // a person's own view and a status filter with paging
    const bernds = await asOf(`asOf=${instants.completed}&userId=${bernd.id}`);
    expect(bernds.body.rows.map((r) => r.trainingTitle.de)).toEqual(['Brandschutz']);
    const filtered = await asOf(`asOf=${instants.completed}&trainingId=${brand}&status=completed&limit=1&page=1`);
    expect(filtered.body).toMatchObject({ total: 1, page: 1, limit: 1, summary: { total: 2, compliant: 1 } });
    expect((await asOf(`asOf=${instants.completed}&trainingId=${brand}&limit=1&page=2`)).body.rows.map((r) => r.firstName)).toEqual(['Bernd']);
  });

  it('refuses a missing or future instant and bad paging with 400 naming the field, other companies ids with 404, others with 403', async () => {
    const missing = await asOf(`groupId=${nord}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'asOf' });
    expect((await asOf(`groupId=${nord}`, acme.root.token, 'en')).body.message).toContain('"asOf"');
    const future = await asOf(`asOf=${new Date(Date.now() + 3_600_000).toISOString()}`);
    expect(future).toMatchObject({ status: 400, body: { code: 'as_of_in_future', field: 'asOf' } });
    expect((await asOf('asOf=gestern')).body).toMatchObject({ field: 'asOf' });
    expect((await asOf(`asOf=${instants.left}&limit=101`)).body).toMatchObject({ field: 'limit' });
    expect((await asOf(`asOf=${instants.left}&status=valid`)).body).toMatchObject({ field: 'status' });

    const other = await createCompany(t);
    const theirGroup = (await api<{ id: string }>('POST', '/api/user-groups', { token: other.root.token, body: { name: 'Fremd' } })).body.id;
    await settle();
    expect((await asOf(`asOf=${instants.left}&groupId=${theirGroup}`)).status).toBe(404);
    expect((await asOf(`asOf=${instants.left}&userId=${other.root.id}`)).status).toBe(404);
    expect((await asOf(`asOf=${instants.left}&groupId=${nord}`, other.root.token)).status).toBe(404);
    expect((await asOf(`asOf=${instants.left}`, anna.token)).status).toBe(403);
    expect((await asOf(`asOf=${instants.left}`, manager.token)).status).toBe(403);
  });

  it('exports the view as CSV, XLSX and PDF', async () => {
    const get = (ext: string, lang = 'de') =>
      fetch(`${t.baseUrl}/api/audit/compliance.${ext}?asOf=${encodeURIComponent(instants.completed)}&groupId=${nord}&lang=${lang}`, { headers: { Authorization: `Bearer ${acme.root.token}` } });
    const csv = await get('csv');
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[1]).toBe('Nachname;Vorname;E-Mail;Schulung;Einheiten;Zugewiesen seit;Frist;Status;Abgeschlossen am;Gültig bis;Nachweis-ID');
    expect(text).toContain('Einheit: Baustelle Nord');
    expect(text).toMatch(/Anna;.*;Brandschutz;Baustelle Nord;.*;Abgeschlossen;/);

    const xlsx = await get('xlsx', 'en');
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(String(ws.getRow(1).getCell(1).value)).toContain('As of');
    expect(ws.getRow(3).getCell(8).value).toBe('Status');
    expect([4, 5].map((n) => ws.getRow(n).getCell(8).value).sort()).toEqual(['Assigned', 'Completed']);

    const pdf = await get('pdf');
    expect(pdf.status).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'asof-pdf-'));
    try {
      const file = path.join(dir, 'r.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const body = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(body).toMatch(/Stand: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      expect(body).toContain('Baustelle Nord');
      expect(body).toContain('Abgeschlossen');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws a 12-month trend from the intervals', async () => {
    const res = await api<AsOfTrend>('GET', `/api/audit/compliance/trend?groupId=${nord}`, { token: acme.root.token });
    expect(res.status).toBe(200);
    expect(res.body.points).toHaveLength(12);
    expect(res.body.points.at(-1)).toMatchObject({ total: 1, compliant: 1 });
    expect(res.body.points[0]).toMatchObject({ total: 0, compliant: 0 });
  });
});
