import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../support/company';
import { useApiWorld } from '../support/world';
import { pdfText } from '../support/pdf';
import { fixedClock } from '../../src/platform/clock';

interface Progress {
  group: { name: string; memberCount: number };
  members: { firstName: string; trainings: { id: string; status: string; deadline: string | null; recertificationMonths: number | null }[] }[];
  stats: { members: number; trainings: number; assignments: number; overdue: number; completionRate: number };
}

describe('group progress report (PGlite, real Chromium for the PDF)', () => {
  const clock = fixedClock('2026-11-22T10:00:00.000Z');
  // deadlines pass with the clock days ahead while the sessions stay: no idle timeout (issue 14 added it)
  const w = useApiWorld('pglite', { app: { clock, config: { sessionIdleHours: 24 * 60 } }, users: { manager: ['manager', 'Jonas'], emp: ['non-managing', 'Aylin'] } });
  let groupId: string;

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
    expect(now.body.members[0]!.trainings[0]).toMatchObject({ status: 'assigned', recertificationMonths: 12 });
    clock.advance(8 * 86_400_000);
    const later = await w.api<Progress>('GET', `/api/user-groups/${groupId}/progress`, { token: w.manager.token });
    expect(later.body.members[0]!.trainings[0]!.status).toBe('overdue');
    expect(later.body.stats.overdue).toBe(1);
    expect((await w.api('GET', `/api/user-groups/${groupId}/progress`, { token: w.emp.token })).status).toBe(403);
    const other = await createCompany(w.t);
    expect((await w.api('GET', `/api/user-groups/${groupId}/progress`, { token: other.root.token })).status).toBe(404);
    clock.set('2026-11-22T10:00:00.000Z');
  });

  it('renders the PDF with Puppeteer: company, group, names, statuses, German dates', async () => {
    const res = await fetch(`${w.t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Fortschrittsbericht');
    expect(text).toContain('Lager Süd');
    expect(text).toContain('Aylin Test');
    expect(text).toContain('Staplerschein Auffrischung');
    expect(text).toContain('Zugewiesen');
    expect(text).toContain('29.11.2026');
    expect(text).toContain('alle 12 Monate');
    expect(text).toMatch(/Prüfkette: [0-9a-f]{16} \(Nr\. \d+, Stand \d\d\.\d\d\.\d{4}, \d\d:\d\d\)/);
    const en = await fetch(`${w.t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=en`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    const enText = pdfText(await en.arrayBuffer());
    expect(enText).toContain('Progress report');
    expect(enText).toContain('Forklift refresher');
    expect(enText).toContain('11/29/2026');
    expect(enText).toMatch(/Verification chain: [0-9a-f]{16} \(no\. \d+, as of \d\d\/\d\d\/\d{4}, \d\d:\d\d\)/);
  });

  it('gives a group with more than six trainings the summary layout: one row per training, then per member', async () => {
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Ost' } });
    expect((await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: w.manager.token, body: { userId: w.emp.id } })).status).toBe(201);
    for (let i = 1; i <= 7; i++) {
      clock.advance(1000); // the report lists trainings in assignment order
      const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: `Unterweisung ${i}`, description: 'x' } });
      expect((await w.api('POST', `/api/user-groups/${g.body.id}/trainings`, { token: w.manager.token, body: { trainingId: tr.body.id, weeks: i % 2 === 1 ? 1 : 2 } })).status).toBe(201);
    }
    clock.advance(10 * 86_400_000); // the one-week deadlines passed, the two-week ones not
    try {
      const res = await fetch(`${w.t.baseUrl}/api/user-groups/${g.body.id}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
      expect(res.status).toBe(200);
      const text = pdfText(await res.arrayBuffer());
      for (const s of ['Fortschrittsbericht', 'Werk Ost', 'Schulungen im Überblick', 'Unterweisung 7', 'Aylin Test', 'Überfällig', 'Zugewiesen']) expect(text).toContain(s);
      // Aylin: the odd trainings (one week) overdue, the even ones (two weeks) open, by number
      expect(text).toMatch(/0\s*\/\s*7\s+Überfällig\s+1, 3, 5, 7\s+Zugewiesen\s+2, 4, 6/);
    } finally {
      clock.set('2026-11-22T10:00:00.000Z');
    }
  });

  it('answers 503 naming CHROME_PATH when Chromium is missing', async () => {
    const { PdfRenderer } = await import('../../src/platform/pdf');
    const { chromiumAt } = await import('../../src/platform/binaries');
    const r = new PdfRenderer(chromiumAt('/nonexistent/chromium'));
    await expect(r.render('<p>x</p>')).rejects.toMatchObject({ status: 503, code: 'pdf_unavailable' });
    await expect(r.render('<p>x</p>')).rejects.toThrow(/CHROME_PATH/);
  });
});
