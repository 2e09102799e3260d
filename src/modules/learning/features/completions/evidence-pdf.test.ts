import { describe, expect, it } from 'vitest';
import type { CompletionRow } from '../../read/enrolments/queries';
import { evidenceLanguages, renderEvidence } from './evidence-pdf';

/** Issue 34 item 5: the evidence is printed in the learner's language with the German text beside it. */
const completion = (language: string | null): CompletionRow =>
  ({
    completionId: 'c-1',
    companyId: 'co-1',
    userId: 'u-1',
    trainingId: 't-1',
    enrolmentId: 'e-1',
    cycle: 1,
    completedAt: '2026-12-04T09:30:00.000Z',
    percent: 100,
    correct: 2,
    total: 2,
    contentVersion: 'abc123',
    confirmation: 'Ich habe den Inhalt verstanden.',
    snapshot: {
      companyName: 'Muster Bau GmbH',
      employeeName: 'Ali Yilmaz',
      employeeEmail: '',
      trainingTitle: { de: 'Staplerfahren', tr: 'Forklift kullanımı' },
      ownerId: 'o-1',
      ownerName: 'Olga Owner',
      modules: [{ id: 'm-1', type: 'quiz', title: 'Quiz', watchedSeconds: null, duration: null, watchTime: 0 }],
    },
    countsFrom: '2026-12-04T09:30:00.000Z',
    method: 'online',
    confirmedBy: 'pin',
    presence: null,
    language,
  }) as unknown as CompletionRow;

describe('evidence of instruction in the learner language', () => {
  it('prints a learner language with German beside it; German, English and no record print the requested language alone', () => {
    expect(evidenceLanguages({ language: 'tr' }, 'de')).toEqual({ primary: 'tr', beside: 'de' });
    expect(evidenceLanguages({ language: 'ar' }, 'en')).toEqual({ primary: 'ar', beside: 'de' });
    expect(evidenceLanguages({ language: 'en' }, 'de')).toEqual({ primary: 'de', beside: null });
    expect(evidenceLanguages({ language: 'bg' }, 'en')).toEqual({ primary: 'en', beside: null });
    expect(evidenceLanguages({ language: null }, 'de')).toEqual({ primary: 'de', beside: null });
  });

  it('Turkish: the Turkish title and labels, each German label beside, "Sprache: Türkisch" in both', () => {
    const html = renderEvidence(completion('tr'), 'de', null);
    expect(html).toContain('<html lang="tr" dir="ltr">');
    expect(html).toContain('Forklift kullanımı');
    expect(html).toContain('<span class="de" lang="de">Unternehmen</span>');
    expect(html).toContain('<span class="de" lang="de">Türkisch</span>');
    expect(html).toContain('Türkçe');
    // names and the stored statement are not doubled
    expect(html.match(/Muster Bau GmbH/g)?.length).toBe(2); // the brand and the facts, once each
    expect(html).not.toContain('<span class="de" lang="de">Muster Bau GmbH</span>');
  });

  it('Arabic is laid out right to left; a German completion has no second language', () => {
    expect(renderEvidence(completion('ar'), 'de', null)).toContain('<html lang="ar" dir="rtl">');
    const german = renderEvidence(completion('de'), 'de', null);
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).not.toContain('class="de"');
    expect(german).toContain('Staplerfahren');
  });
});
