import { describe, expect, it } from 'vitest';
import { PROGRESS_STATUSES, type GroupProgress, type ProgressStatus } from '../../src/shared/contracts/learning';
import { numberRanges, progressReportRenderer, renderProgressReport, reportLayout, type ReportHead } from './report';

type Members = GroupProgress['members'];

const training = (i: number, extra: Partial<ReportHead['trainings'][number]> = {}): ReportHead['trainings'][number] => ({
  id: `t${i}`,
  title: { de: `Schulung ${i}` },
  titleText: `Schulung ${i}`,
  deadline: '2026-11-29T10:00:00.000Z',
  viaBundle: null,
  recertificationMonths: null,
  requiresPracticalPart: false,
  ...extra,
});

const head = (trainings: ReportHead['trainings'], members: number): ReportHead => ({
  group: { id: 'g1', name: 'Lager Süd', description: '', memberCount: members },
  generatedAt: '2026-11-22T10:00:00.000Z',
  trainings,
  stats: { members, trainings: trainings.length, assignments: 0, assigned: 0, inProgress: 0, completed: 0, recertificationDue: 0, expired: 0, overdue: 0, awaitingPractical: 0, completionRate: 0 },
});

/** Members whose statuses per training are given (one status list per member). */
const members = (h: ReportHead, statuses: ProgressStatus[][], first = 0): Members =>
  statuses.map((row, m) => ({
    id: `u${first + m}`,
    firstName: `Person${first + m}`,
    lastName: 'Test',
    email: `p${first + m}@firma.de`,
    trainings: h.trainings.map((tr, i) => ({
      status: row[i]!,
      completedAt: row[i] === 'completed' ? '2026-11-01T10:00:00.000Z' : null,
      validUntil: null,
      recertificationMonths: tr.recertificationMonths,
      ...(row[i] === 'awaiting_practical' ? { awaitingPracticalPart: true as const } : {}),
    })),
  }));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\u00ad/g, '').replace(/\s+/g, ' ');

describe('progress report HTML', () => {
  it('keeps the member × training matrix for small reports (up to 6 trainings and 200 members)', () => {
    expect(reportLayout(6, 200)).toBe('matrix');
    expect(reportLayout(7, 1)).toBe('summary');
    expect(reportLayout(1, 201)).toBe('summary');
    const h = head([training(1, { recertificationMonths: 12, title: { de: 'Staplerschein' }, titleText: 'Staplerschein' })], 1);
    const html = renderProgressReport({ ...h, members: members(h, [['assigned']]) }, 'Acme GmbH', 'de');
    expect(html).toContain('class="matrix"');
    expect(html).not.toContain('class="summary"');
    const plain = text(html);
    for (const s of ['Fortschrittsbericht', 'Acme GmbH', 'Lager Süd', 'Person0 Test', 'Staplerschein', 'Zugewiesen', '29.11.2026', 'alle 12 Monate']) expect(plain).toContain(s);
  });

  it('switches to the summary layout above 6 trainings: counts per training, open items per member by number', () => {
    const h = head(Array.from({ length: 8 }, (_, i) => training(i + 1, i === 0 ? { viaBundle: 'Grundlagen', recertificationMonths: 24 } : {})), 3);
    const rows: ProgressStatus[][] = [
      ['overdue', 'overdue', 'overdue', 'expired', 'recertification_due', 'in_progress', 'assigned', 'completed'],
      ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed'],
      ['assigned', 'assigned', 'assigned', 'assigned', 'assigned', 'assigned', 'assigned', 'assigned'],
    ];
    const html = renderProgressReport({ ...h, members: members(h, rows) }, 'Acme GmbH', 'de');
    expect(html).toContain('class="summary"');
    expect(html).not.toContain('class="matrix"');
    const plain = text(html);
    for (const s of ['Schulungen im Überblick', 'über Bundle Grundlagen', 'alle 24 Monate', 'Person0 Test', 'p2@firma.de']) expect(plain).toContain(s);
    for (const status of ['Zugewiesen', 'In Bearbeitung', 'Abgeschlossen', 'Rezertifizierung fällig', 'Abgelaufen', 'Überfällig']) expect(plain).toContain(status);
    // member rows: valid / total and the open trainings by their number, most urgent first
    expect(plain).toContain('2 / 8 Überfällig 1–3 Abgelaufen 4 Rezertifizierung fällig 5 In Bearbeitung 6 Zugewiesen 7');
    expect(plain).toContain('8 / 8 Alle Schulungen gültig abgeschlossen');
    expect(plain).toContain('0 / 8 Zugewiesen 1–8');
    // the first training: one overdue, one completed, one assigned -> 33 %
    expect(html).toMatch(/<td class="n">1<\/td><td>Schulung 1.*?<td class="rate">33 %<\/td>/s);
  });

  it('renders chunk by chunk to the same document as all at once, in both layouts and languages', () => {
    for (const count of [3, 9]) {
      const h = head(Array.from({ length: count }, (_, i) => training(i + 1)), 5);
      const all = members(h, Array.from({ length: 5 }, (_, m) => h.trainings.map((_t, i) => PROGRESS_STATUSES[(m + i) % PROGRESS_STATUSES.length]!)));
      for (const lang of ['de', 'en'] as const) {
        const r = progressReportRenderer(h, 'Acme', lang, null);
        r.addMembers(all.slice(0, 2));
        r.addMembers(all.slice(2));
        expect(r.html()).toBe(renderProgressReport({ ...h, members: all }, 'Acme', lang));
      }
    }
    const h = head(Array.from({ length: 9 }, (_, i) => training(i + 1)), 1);
    const en = text(renderProgressReport({ ...h, members: members(h, [[...PROGRESS_STATUSES, 'assigned', 'overdue', 'expired']]) }, 'Acme', 'en'));
    for (const s of ['Progress report', 'Trainings at a glance', 'Assigned', 'In progress', 'Completed', 'Recertification due', 'Expired', 'Overdue', '11/29/2026']) expect(en).toContain(s);
  });

  it('escapes names and says so when there are no members or no trainings', () => {
    const h = head([training(1)], 1);
    const html = renderProgressReport({ ...h, members: [{ ...members(h, [['assigned']])[0]!, firstName: '<script>x</script>' }] }, 'A&B', 'de');
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;');
    expect(text(renderProgressReport({ ...head([training(1)], 0), members: [] }, 'A', 'de'))).toContain('Diese Einheit hat keine Mitglieder.');
    expect(text(renderProgressReport({ ...head([], 0), members: [] }, 'A', 'de'))).toContain('Dieser Einheit sind keine Schulungen zugewiesen.');
  });

  it('prints the audit chain head (first 16 hex digits, number, time) and how to check it, in the report language', () => {
    const h = head([training(1)], 0);
    const chain = { hash: 'a1b2c3d4e5f60718'.repeat(4), seq: 1234, at: '2026-11-24T09:15:00.000Z' };
    const de = text(renderProgressReport({ ...h, members: [] }, 'A', 'de', chain));
    expect(de).toContain('Prüfkette: a1b2c3d4e5f60718 (Nr. 1234, Stand 24.11.2026, 10:15)');
    expect(de).toContain('Prüfbar mit der Kette');
    const en = text(renderProgressReport({ ...h, members: [] }, 'A', 'en', chain));
    expect(en).toContain('Verification chain: a1b2c3d4e5f60718 (no. 1234, as of 11/24/2026, 10:15)');
    expect(text(renderProgressReport({ ...h, members: [] }, 'A', 'de', null))).toContain('Prüfkette: noch kein Ereignis versiegelt');
  });

  it('writes numbers as ranges', () => {
    expect(numberRanges([1, 2, 3, 5, 7, 8, 10, 11, 12, 13])).toBe('1–3, 5, 7, 8, 10–13');
    expect(numberRanges([])).toBe('');
  });
});
