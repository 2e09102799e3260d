import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../support/company';
import { useApiWorld } from '../support/world';
import { pdfText } from '../support/pdf';
import { fixedClock } from '../../src/platform/clock';

interface Progress {
  group: { name: string; memberCount: number };
  trainings: { id: string; titleText: string; deadline: string | null; recertificationMonths: number | null }[];
  members: { firstName: string; trainings: { status: string; completedAt: string | null; validUntil: string | null; recertificationMonths: number | null }[] }[];
  stats: { members: number; trainings: number; assignments: number; overdue: number; completionRate: number };
  trainingPage: number;
  trainingPageSize: number;
  trainingTotalCount: number;
  trainingTotalPages: number;
}

describe('group progress report (PGlite, real Chromium for the PDF)', () => {
  const clock = fixedClock('2026-11-22T10:00:00.000Z');
  // deadlines pass with the clock days ahead while the sessions stay: no idle timeout (issue 14 added it)
  const w = useApiWorld('pglite', { app: { clock, config: { sessionIdleHours: 24 * 60 } }, users: { manager: ['manager', 'Jonas'], emp: ['non-managing', 'Aylin'], colleague: ['non-managing', 'Piotr'] } });
  let groupId: string;

  /** A new unit `name` with Aylin as its member and `count` trainings "`title` i", assigned one after another for `weeks(i)` weeks; returns its id. */
  const unitWithTrainings = async (name: string, title: string, count: number, weeks: (i: number) => number): Promise<string> => {
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name } });
    expect((await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: w.manager.token, body: { userId: w.emp.id } })).status).toBe(201);
    for (let i = 1; i <= count; i++) {
      clock.advance(1000); // the report lists trainings in assignment order
      const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: `${title} ${i}`, description: 'x' } });
      expect((await w.api('POST', `/api/user-groups/${g.body.id}/trainings`, { token: w.manager.token, body: { trainingId: tr.body.id, weeks: weeks(i) } })).status).toBe(201);
    }
    return g.body.id;
  };

  beforeAll(async () => {
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager Süd' } });
    groupId = g.body.id;
    await w.api('POST', `/api/user-groups/${groupId}/members`, { token: w.manager.token, body: { userId: w.emp.id } });
    const t1 = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: { de: 'Staplerschein Auffrischung', en: 'Forklift refresher' }, description: 'x', requiresRecertification: true, recertificationPeriod: '1_year' } });
    await w.api('POST', `/api/user-groups/${groupId}/trainings`, { token: w.manager.token, body: { trainingId: t1.body.id, weeks: 1 } });
  });

  it('reports every member against every training; overdue once the deadline passed', async () => {
    const now = await w.api<Progress>('GET', `/api/user-groups/${groupId}/progress`, { token: w.manager.token });
    expect(now.status).toBe(200);
    expect(now.body.stats).toMatchObject({ members: 1, trainings: 1, assignments: 1, overdue: 0, completionRate: 0 });
    expect(now.body.members[0]!.trainings[0]).toEqual({ status: 'assigned', completedAt: null, validUntil: null, recertificationMonths: 12 });
    expect(now.body.trainings).toEqual([expect.objectContaining({ titleText: 'Staplerschein Auffrischung', deadline: '2026-11-29T10:00:00.000Z', recertificationMonths: 12 })]);
    expect(now.body).toMatchObject({ trainingPage: 1, trainingPageSize: 10, trainingTotalCount: 1, trainingTotalPages: 1 });
    clock.advance(8 * 86_400_000);
    const later = await w.api<Progress>('GET', `/api/user-groups/${groupId}/progress`, { token: w.manager.token });
    expect(later.body.members[0]!.trainings[0]!.status).toBe('overdue');
    expect(later.body.stats.overdue).toBe(1);
    expect((await w.api('GET', `/api/user-groups/${groupId}/progress`, { token: w.emp.token })).status).toBe(403);
    const other = await createCompany(w.t);
    expect((await w.api('GET', `/api/user-groups/${groupId}/progress`, { token: other.root.token })).status).toBe(404);
    clock.set('2026-11-22T10:00:00.000Z');
  });

  it('answers a kept page as bytes that follow a renamed unit, a new member and the clock at once', async () => {
    const url = `/api/user-groups/${groupId}/progress`;
    const first = await w.api<Progress & { generatedAt: string }>('GET', url, { token: w.manager.token });
    const again = await w.api<Progress & { generatedAt: string }>('GET', url, { token: w.manager.token });
    // the second answer is the kept one: the state as of when the page was read
    expect(again.body).toEqual(first.body);
    expect((await w.api('PATCH', `/api/user-groups/${groupId}`, { token: w.manager.token, body: { name: 'Lager Süd-West' } })).status).toBe(200);
    expect((await w.api<Progress>('GET', url, { token: w.manager.token })).body.group.name).toBe('Lager Süd-West');
    expect((await w.api('POST', `/api/user-groups/${groupId}/members`, { token: w.manager.token, body: { userId: w.colleague.id } })).status).toBe(201);
    const grown = await w.api<Progress>('GET', url, { token: w.manager.token });
    expect(grown.body.stats.members).toBe(2);
    expect(grown.body.members.map((m) => m.firstName)).toHaveLength(2);
    clock.advance(8 * 86_400_000);
    const late = await w.api<Progress & { generatedAt: string }>('GET', url, { token: w.manager.token });
    expect(late.body.stats.overdue).toBe(2);
    expect(late.body.generatedAt).toBe(clock.now().toISOString());
    // back as the other tests expect it
    clock.set('2026-11-22T10:00:00.000Z');
    expect((await w.api('DELETE', `/api/user-groups/${groupId}/members/${w.colleague.id}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api('PATCH', `/api/user-groups/${groupId}`, { token: w.manager.token, body: { name: 'Lager Süd' } })).status).toBe(200);
  });

  it('renders the PDF with Puppeteer: company, group, names, statuses, German dates', async () => {
    const res = await fetch(`${w.t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const s of ['Fortschrittsbericht', 'Lager Süd', 'Aylin Test', 'Staplerschein Auffrischung', 'Zugewiesen', '29.11.2026', 'alle 12 Monate']) expect(text).toContain(s);
    expect(text).toMatch(/Prüfkette: [0-9a-f]{16} \(Nr\. \d+, Stand \d\d\.\d\d\.\d{4}, \d\d:\d\d\)/);
    const en = await fetch(`${w.t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=en`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    const enText = pdfText(await en.arrayBuffer());
    expect(enText).toContain('Progress report');
    expect(enText).toContain('Forklift refresher');
    expect(enText).toContain('11/29/2026');
    expect(enText).toMatch(/Verification chain: [0-9a-f]{16} \(no\. \d+, as of \d\d\/\d\d\/\d{4}, \d\d:\d\d\)/);
  });

  it('gives a group with more than six trainings the summary layout: one row per training, then per member', async () => {
    const unit = await unitWithTrainings('Werk Ost', 'Unterweisung', 7, (i) => (i % 2 === 1 ? 1 : 2));
    clock.advance(10 * 86_400_000); // the one-week deadlines passed, the two-week ones not
    try {
      const res = await fetch(`${w.t.baseUrl}/api/user-groups/${unit}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
      expect(res.status).toBe(200);
      const text = pdfText(await res.arrayBuffer());
      for (const s of ['Fortschrittsbericht', 'Werk Ost', 'Schulungen im Überblick', 'Unterweisung 7', 'Aylin Test', 'Überfällig', 'Zugewiesen']) expect(text).toContain(s);
      // Aylin: the odd trainings (one week) overdue, the even ones (two weeks) open, by number
      expect(text).toMatch(/0\s*\/\s*7\s+Überfällig\s+1, 3, 5, 7\s+Zugewiesen\s+2, 4, 6/);
    } finally {
      clock.set('2026-11-22T10:00:00.000Z');
    }
  });

  it('pages the trainings as columns: cells per person in the order of the page\'s trainings, cards over the whole unit; 400 for bad column params', async () => {
    const unit = await unitWithTrainings('Spalten', 'Spalte', 5, (i) => (i === 1 ? 1 : 2));
    try {
      const url = (qs: string) => `/api/user-groups/${unit}/progress?${qs}`;
      const p2 = await w.api<Progress>('GET', url('trainingPage=2&trainingLimit=2'), { token: w.manager.token });
      expect(p2.status).toBe(200);
      expect(p2.body.trainings.map((t) => t.titleText)).toEqual(['Spalte 3', 'Spalte 4']);
      expect(p2.body).toMatchObject({ trainingPage: 2, trainingPageSize: 2, trainingTotalCount: 5, trainingTotalPages: 3 });
      expect(p2.body.members[0]!.trainings).toHaveLength(2);
      expect(p2.body.stats).toMatchObject({ members: 1, trainings: 5, assignments: 5 });
      const p3 = await w.api<Progress>('GET', url('trainingPage=3&trainingLimit=2'), { token: w.manager.token });
      expect(p3.body.trainings.map((t) => t.titleText)).toEqual(['Spalte 5']);
      const beyond = await w.api<Progress>('GET', url('trainingPage=4&trainingLimit=2'), { token: w.manager.token });
      expect(beyond.body.trainings).toEqual([]);
      expect(beyond.body.members[0]!.trainings).toEqual([]);
      // the status filter still looks at every training of the unit, not only the column page
      clock.advance(8 * 86_400_000); // "Spalte 1" (one week) is overdue, the others not
      const overdue = await w.api<Progress>('GET', url('trainingPage=2&trainingLimit=2&status=overdue'), { token: w.manager.token });
      expect(overdue.body.members.map((m) => m.firstName)).toEqual(['Aylin']);
      expect(overdue.body.members[0]!.trainings.map((c) => c.status)).toEqual(['assigned', 'assigned']);
      for (const [qs, de] of [
        ['trainingLimit=11', 'Pro Seite sind 1 bis 10 Schulungen möglich.'],
        ['trainingLimit=0', 'Pro Seite sind 1 bis 10 Schulungen möglich.'],
        ['trainingPage=0', 'Die Seite muss eine Zahl ab 1 sein.'],
        ['trainingPage=x', 'trainingPage'],
      ] as const) {
        const bad = await w.api<{ message: string }>('GET', url(qs), { token: w.manager.token });
        expect(bad.status, qs).toBe(400);
        expect(JSON.stringify(bad.body), qs).toContain(de);
      }
      const en = await w.api<{ message: string }>('GET', url('trainingLimit=11'), { token: w.manager.token, lang: 'en' });
      expect(en.status).toBe(400);
      expect(JSON.stringify(en.body)).toContain('A page holds 1 to 10 trainings.');
      const pdf = await fetch(`${w.t.baseUrl}${url('trainingPage=2&trainingLimit=2').replace('/progress?', '/progress/report.pdf?lang=de&')}`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
      expect(pdf.status).toBe(200);
      const text = pdfText(await pdf.arrayBuffer());
      expect(text).toContain('Spalte 3');
      expect(text).toContain('Spalte 4');
      expect(text).not.toContain('Spalte 5');
      expect(text).not.toContain('Spalte 1');
      const badPdf = await fetch(`${w.t.baseUrl}/api/user-groups/${unit}/progress/report.pdf?trainingLimit=11`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
      expect(badPdf.status).toBe(400);
    } finally {
      clock.set('2026-11-22T10:00:00.000Z');
    }
  });

  // the page holds one column page of trainings whatever the unit has: 20 trainings (two column pages) show it here;
  // bench:scale-10k prints the bytes of the page of a unit with 10,000 people and 100 trainings
  it('answers a page of 50 members in at most 100 KB, one column page of trainings with titles of the longest allowed length', async () => {
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Alle' } });
    const identity = w.t.app.modules.identity.admin(w.t.app.kernel);
    // seeded ten at a time (the commands wait for the read models; one by one this takes minutes)
    const batches = (count: number, each: (i: number) => Promise<void>) =>
      Array.from({ length: count / 10 }, (_, b) => b).reduce<Promise<void>>((prev, b) => prev.then(async () => void (await Promise.all(Array.from({ length: 10 }, (_, j) => each(b * 10 + j))))), Promise.resolve());
    await batches(50, async (i) => {
      const { userId, position } = await identity.createUser(
        { companyId: w.acme.id, email: `alle-${i}-${Date.now().toString(36)}@firma.de`, firstName: `Person${i}`, lastName: 'Größenprüfung', role: 'non-managing', password: 'passwort1', gdprConsent: true },
        w.acme.root.id,
      );
      await w.t.app.kernel.projections.waitFor(position);
      expect((await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: w.manager.token, body: { userId } })).status).toBe(201);
    });
    await batches(20, async (i) => {
      const n = String(i).padStart(3, '0');
      const title = { de: `${n}${'Ü'.repeat(197)}`, en: `${n}${'W'.repeat(197)}` };
      const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title, description: 'x', requiresRecertification: true, recertificationPeriod: '1_year' } });
      expect(tr.status).toBe(201);
      expect((await w.api('POST', `/api/user-groups/${g.body.id}/trainings`, { token: w.manager.token, body: { trainingId: tr.body.id, weeks: 1 } })).status).toBe(201);
    });
    const res = await fetch(`${w.t.baseUrl}/api/user-groups/${g.body.id}/progress?limit=50`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    expect(res.status).toBe(200);
    const raw = await res.text();
    const body = JSON.parse(raw) as Progress;
    expect(body.members).toHaveLength(50);
    expect(body.trainings).toHaveLength(10);
    expect(body).toMatchObject({ trainingTotalCount: 20, trainingTotalPages: 2 });
    expect(body.stats).toMatchObject({ members: 50, trainings: 20, assignments: 1000 });
    const bytes = Buffer.byteLength(raw);
    expect(bytes).toBeLessThanOrEqual(100 * 1024);
    // for the record: the same page in the former shape (every training, title and training fields in every cell)
    const all: Progress['trainings'] = [];
    for (let p = 1; p <= body.trainingTotalPages; p++) all.push(...(await w.api<Progress>('GET', `/api/user-groups/${g.body.id}/progress?limit=50&trainingPage=${p}`, { token: w.manager.token })).body.trainings);
    const former = { ...body, trainings: all, members: body.members.map((m) => ({ ...m, trainings: all.map((t) => ({ id: t.id, title: t.titleText, status: 'assigned', deadline: t.deadline, completedAt: null, validUntil: null, recertificationRequired: true, recertificationMonths: 12 })) })) };
    console.log(`group progress page, 50 members x 20 trainings: ${bytes} bytes now (10 training columns), ${Buffer.byteLength(JSON.stringify(former))} bytes in the former shape`);
  }, 180_000);

  it('answers 503 naming CHROME_PATH when Chromium is missing', async () => {
    const { PdfRenderer } = await import('../../src/platform/pdf');
    const { chromiumAt } = await import('../../src/platform/binaries');
    const r = new PdfRenderer(chromiumAt('/nonexistent/chromium'));
    await expect(r.render('<p>x</p>')).rejects.toMatchObject({ status: 503, code: 'pdf_unavailable' });
    await expect(r.render('<p>x</p>')).rejects.toThrow(/CHROME_PATH/);
  });

  it('answers 503 saying so when a render takes longer than its bound, and renders the next one', async () => {
    const { PdfRenderer } = await import('../../src/platform/pdf');
    // the Chromium the app found at start-up (CHROME_PATH, the system's or the packaged one)
    const r = new PdfRenderer(w.t.app.kernel.binaries.chromium, {}, 1_000);
    try {
      // a document whose printing outlasts the bound: about 700 pages (puppeteer's TimeoutError was a 500)
      const long = `<table>${'<tr><td>Zeile</td><td>Unterweisung</td></tr>'.repeat(30_000)}</table>`;
      await expect(r.render(long)).rejects.toMatchObject({ status: 503, code: 'pdf_timeout', message: expect.stringMatching(/took longer than 1 seconds/) });
      expect((await r.render('<p>x</p>')).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await r.close();
    }
  }, 60_000);
});
