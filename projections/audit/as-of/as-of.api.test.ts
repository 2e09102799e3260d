import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AsOfPage, AsOfTrend } from '../../../src/shared/contracts/audit-as-of';
import { createCompany } from '../../../tests/support/company';
import { useApiWorld } from '../../../tests/support/world';
import { pdfText } from '../../../tests/support/pdf';
import { dbTargets } from '../../../tests/support/db';

/**
 * GET /api/audit/compliance end to end on the real clock (events are recorded at the wall clock):
 * the state of a group before and after a completion and a leave, paging and the summary, the
 * errors (400 naming the field, 404 for another company's ids, 403 outside the audit area) and the
 * CSV, XLSX and PDF exports.
 */
describe.each(dbTargets())('audit as-of replay on %s', (target) => {
  const w = useApiWorld(target, { users: { manager: ['manager', 'Jonas'], anna: ['non-managing', 'Anna'], bernd: ['non-managing', 'Bernd'] } });
  let nord: string;
  let brand: string;
  const instants: Record<'assigned' | 'completed' | 'left', string> = { assigned: '', completed: '', left: '' };

  const settle = async () => {
    await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.as-of']);
    // an instant strictly after everything recorded so far
    await new Promise((r) => setTimeout(r, 5));
    const at = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    return at;
  };
  const asOf = (query: string, token = w.acme.root.token, lang?: string) => w.api<AsOfPage & { code?: string; field?: string; message?: string }>('GET', `/api/audit/compliance?${query}`, { token, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    const created = await w.api<{ id: string }>('POST', '/api/trainings', {
      token: w.manager.token,
      body: { title: 'Brandschutz', description: 'x', status: 'published', requiresRecertification: true, recertificationPeriod: '1_year' },
    });
    brand = created.body.id;
    await w.api('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: brand, type: 'text', title: 'Text', orderIndex: 0, content: { text: 'Lesen.' } } });
    nord = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Baustelle Nord' } })).body.id;
    for (const u of [w.anna, w.bernd]) expect((await w.api('POST', `/api/user-groups/${nord}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: w.manager.token, body: { trainingId: brand, weeks: 2 } })).status).toBe(201);
    instants.assigned = await settle();
    const started = await w.api<{ modules: { id: string }[] }>('POST', `/api/trainings/${brand}/start`, { token: w.anna.token });
    await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.anna.token, body: { moduleId: started.body.modules[0]!.id, completed: true } });
    expect((await w.api('POST', `/api/trainings/${brand}/complete`, { token: w.anna.token, body: { password: w.anna.password } })).status).toBe(200);
    instants.completed = await settle();
    expect((await w.api('DELETE', `/api/user-groups/${nord}/members/${w.bernd.id}`, { token: w.manager.token })).status).toBeLessThan(300);
    instants.left = await settle();
  });

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
    const a = done.body.rows.find((r) => r.userId === w.anna.id)!;
    expect(a.status).toBe('completed');
    expect(a.evidenceId).toEqual(expect.any(String));
    expect(new Date(a.validUntil!).getUTCFullYear()).toBe(new Date(a.completedAt!).getUTCFullYear() + 1);
    expect(done.body.summary).toMatchObject({ total: 2, compliant: 1, byStatus: { completed: 1, assigned: 1 } });

    const after = await asOf(`asOf=${instants.left}&groupId=${nord}`);
    expect(after.body.rows.map((r) => r.firstName)).toEqual(['Anna']);
    // a person's own view and a status filter with paging
    const bernds = await asOf(`asOf=${instants.completed}&userId=${w.bernd.id}`);
    expect(bernds.body.rows.map((r) => r.trainingTitle.de)).toEqual(['Brandschutz']);
    const filtered = await asOf(`asOf=${instants.completed}&trainingId=${brand}&status=completed&limit=1&page=1`);
    expect(filtered.body).toMatchObject({ total: 1, page: 1, limit: 1, summary: { total: 2, compliant: 1 } });
    expect((await asOf(`asOf=${instants.completed}&trainingId=${brand}&limit=1&page=2`)).body.rows.map((r) => r.firstName)).toEqual(['Bernd']);
  });

  it('refuses a missing or future instant and bad paging with 400 naming the field, other companies ids with 404, others with 403', async () => {
    const missing = await asOf(`groupId=${nord}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'asOf' });
    expect((await asOf(`groupId=${nord}`, w.acme.root.token, 'en')).body.message).toContain('"asOf"');
    const future = await asOf(`asOf=${new Date(Date.now() + 3_600_000).toISOString()}`);
    expect(future).toMatchObject({ status: 400, body: { code: 'as_of_in_future', field: 'asOf' } });
    expect((await asOf('asOf=gestern')).body).toMatchObject({ field: 'asOf' });
    expect((await asOf(`asOf=${instants.left}&limit=101`)).body).toMatchObject({ field: 'limit' });
    expect((await asOf(`asOf=${instants.left}&status=valid`)).body).toMatchObject({ field: 'status' });

    const other = await createCompany(w.t);
    const theirGroup = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: other.root.token, body: { name: 'Fremd' } })).body.id;
    await settle();
    expect((await asOf(`asOf=${instants.left}&groupId=${theirGroup}`)).status).toBe(404);
    expect((await asOf(`asOf=${instants.left}&userId=${other.root.id}`)).status).toBe(404);
    expect((await asOf(`asOf=${instants.left}&groupId=${nord}`, other.root.token)).status).toBe(404);
    expect((await asOf(`asOf=${instants.left}`, w.anna.token)).status).toBe(403);
    expect((await asOf(`asOf=${instants.left}`, w.manager.token)).status).toBe(403);
  });

  it('exports the view as CSV, XLSX and PDF', async () => {
    const get = (ext: string, lang = 'de') =>
      fetch(`${w.t.baseUrl}/api/audit/compliance.${ext}?asOf=${encodeURIComponent(instants.completed)}&groupId=${nord}&lang=${lang}`, { headers: { Authorization: `Bearer ${w.acme.root.token}` } });
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
    const body = pdfText(await pdf.arrayBuffer());
    expect(body).toMatch(/Stand: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(body).toContain('Baustelle Nord');
    expect(body).toContain('Abgeschlossen');
  });

  it('draws a 12-month trend from the intervals', async () => {
    const res = await w.api<AsOfTrend>('GET', `/api/audit/compliance/trend?groupId=${nord}`, { token: w.acme.root.token });
    expect(res.status).toBe(200);
    expect(res.body.points).toHaveLength(12);
    expect(res.body.points.at(-1)).toMatchObject({ total: 1, compliant: 1 });
    expect(res.body.points[0]).toMatchObject({ total: 0, compliant: 0 });
  });
});
