import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { client, startTestApp, type TestApp } from '../support/app';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import { fixedClock } from '../../src/platform/clock';

interface Progress {
  group: { name: string; memberCount: number };
  members: { firstName: string; trainings: { id: string; status: string; deadline: string | null; recertificationMonths: number | null }[] }[];
  stats: { members: number; trainings: number; assignments: number; overdue: number; completionRate: number };
}

describe('group progress report (PGlite, real Chromium for the PDF)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let acme: TestCompany;
  let manager: TestUser;
  let emp: TestUser;
  let groupId: string;
  const clock = fixedClock('2026-11-22T10:00:00.000Z');

  beforeAll(async () => {
    // deadlines pass with the clock days ahead while the sessions stay: no idle timeout (issue 14 added it)
    t = await startTestApp('pglite', { clock, config: { sessionIdleHours: 24 * 60 } });
    api = client(t.baseUrl);
    acme = await createCompany(t);
    manager = await acme.user('manager', 'Jonas');
    emp = await acme.user('non-managing', 'Aylin');
    const g = await api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: 'Lager Süd' } });
    groupId = g.body.id;
    await api('POST', `/api/user-groups/${groupId}/members`, { token: manager.token, body: { userId: emp.id } });
    const t1 = await api<{ id: string }>('POST', '/api/trainings', { token: manager.token, body: { title: { de: 'Staplerschein Auffrischung', en: 'Forklift refresher' }, description: 'x', requiresRecertification: true, recertificationPeriod: '1_year' } });
    await api('POST', `/api/user-groups/${groupId}/trainings`, { token: manager.token, body: { trainingId: t1.body.id, weeks: 1 } });
  });
  afterAll(() => t?.close());

  it('reports every member against every training; overdue once the deadline passed', async () => {
    const now = await api<Progress>('GET', `/api/user-groups/${groupId}/progress`, { token: manager.token });
    expect(now.status).toBe(200);
    expect(now.body.stats).toMatchObject({ members: 1, trainings: 1, assignments: 1, overdue: 0, completionRate: 0 });
    expect(now.body.members[0]!.trainings[0]).toMatchObject({ status: 'assigned', recertificationMonths: 12 });
    clock.advance(8 * 86_400_000);
    const later = await api<Progress>('GET', `/api/user-groups/${groupId}/progress`, { token: manager.token });
    expect(later.body.members[0]!.trainings[0]!.status).toBe('overdue');
    expect(later.body.stats.overdue).toBe(1);
    expect((await api('GET', `/api/user-groups/${groupId}/progress`, { token: emp.token })).status).toBe(403);
    const other = await createCompany(t);
    expect((await api('GET', `/api/user-groups/${groupId}/progress`, { token: other.root.token })).status).toBe(404);
    clock.set('2026-11-22T10:00:00.000Z');
  });

  it('renders the PDF with Puppeteer: company, group, names, statuses, German dates', async () => {
    const res = await fetch(`${t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${manager.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'progress-pdf-'));
    try {
      const file = path.join(dir, 'r.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain('Fortschrittsbericht');
      expect(text).toContain('Lager Süd');
      expect(text).toContain('Aylin Test');
      expect(text).toContain('Staplerschein Auffrischung');
      expect(text).toContain('Zugewiesen');
      expect(text).toContain('29.11.2026');
      expect(text).toContain('alle 12 Monate');
      expect(text).toMatch(/Prüfkette: [0-9a-f]{16} \(Nr\. \d+, Stand \d\d\.\d\d\.\d{4}, \d\d:\d\d\)/);
      const en = await fetch(`${t.baseUrl}/api/user-groups/${groupId}/progress/report.pdf?lang=en`, { headers: { Authorization: `Bearer ${manager.token}` } });
      writeFileSync(file, Buffer.from(await en.arrayBuffer()));
      const enText = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(enText).toContain('Progress report');
      expect(enText).toContain('Forklift refresher');
      expect(enText).toContain('11/29/2026');
      expect(enText).toMatch(/Verification chain: [0-9a-f]{16} \(no\. \d+, as of \d\d\/\d\d\/\d{4}, \d\d:\d\d\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a group with more than six trainings the summary layout: one row per training, then per member', async () => {
    const g = await api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: 'Werk Ost' } });
    expect((await api('POST', `/api/user-groups/${g.body.id}/members`, { token: manager.token, body: { userId: emp.id } })).status).toBe(201);
    for (let i = 1; i <= 7; i++) {
      clock.advance(1000); // the report lists trainings in assignment order
      const tr = await api<{ id: string }>('POST', '/api/trainings', { token: manager.token, body: { title: `Unterweisung ${i}`, description: 'x' } });
      expect((await api('POST', `/api/user-groups/${g.body.id}/trainings`, { token: manager.token, body: { trainingId: tr.body.id, weeks: i % 2 === 1 ? 1 : 2 } })).status).toBe(201);
    }
    clock.advance(10 * 86_400_000); // the one-week deadlines passed, the two-week ones not
    try {
      const res = await fetch(`${t.baseUrl}/api/user-groups/${g.body.id}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${manager.token}` } });
      expect(res.status).toBe(200);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'progress-pdf-'));
      try {
        const file = path.join(dir, 'r.pdf');
        writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
        for (const s of ['Fortschrittsbericht', 'Werk Ost', 'Schulungen im Überblick', 'Unterweisung 7', 'Aylin Test', 'Überfällig', 'Zugewiesen']) expect(text).toContain(s);
        // Aylin: the odd trainings (one week) overdue, the even ones (two weeks) open, by number
        expect(text).toMatch(/0\s*\/\s*7\s+Überfällig\s+1, 3, 5, 7\s+Zugewiesen\s+2, 4, 6/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
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
