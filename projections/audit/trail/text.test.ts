import { describe, expect, it } from 'vitest';
import { catalogEvents } from '../../../src/modules/catalog';
import { identityEvents } from '../../../src/modules/identity';
import { infologEvents } from '../../../src/modules/infolog';
import { instructionEvents } from '../../../src/modules/instruction';
import { learningEvents } from '../../../src/modules/learning';
import { mediaEvents } from '../../../src/modules/media';
import { organizationEvents } from '../../../src/modules/organization';
import { privacyEvents } from '../../../src/modules/privacy';
import type { RecordedEvent } from '../../../src/platform/eventstore';
import { NameBook } from './name-book';
import { trailEventTypes, trailRows } from './project';
import { KIND_LABELS, trailDate, trailDateTime, trailText, type LineInput } from './text';
import { TRAIL_KIND_NAMES, type TrailKind } from './vocabulary';

const line = (kind: TrailKind, over: Partial<LineInput> = {}): LineInput => ({
  kind,
  actorId: 'a1',
  actorName: 'Anna Schmidt',
  userId: 'u1',
  userName: 'Bernd Bauer',
  trainingTitle: { de: 'Brandschutz', en: 'Fire safety' },
  groupName: 'Baustelle Nord',
  bundleName: 'Grundlagen',
  cycle: 1,
  data: {},
  ...over,
});

describe('trail sentences', () => {
  it('assignment with a deadline, in German and English (Europe/Berlin dates)', () => {
    const l = line('group.training_assigned', { data: { deadline: '2026-12-15T10:00:00.000Z' } });
    expect(trailText(l, 'de')).toBe("Anna Schmidt hat 'Brandschutz' der Einheit 'Baustelle Nord' zugewiesen, Frist 15.12.2026");
    expect(trailText(l, 'en')).toBe("Anna Schmidt assigned 'Fire safety' to the unit 'Baustelle Nord', deadline 15 Dec 2026");
    expect(trailText(line('group.training_assigned', { data: { deadline: null } }), 'de')).toBe("Anna Schmidt hat 'Brandschutz' der Einheit 'Baustelle Nord' zugewiesen, ohne Frist");
  });

  it('dates are Berlin calendar days: 23:30 UTC on 31 Dec is 1 Jan', () => {
    expect(trailDate('2026-12-31T23:30:00.000Z', 'de')).toBe('01.01.2027');
    expect(trailDate('2026-12-31T23:30:00.000Z', 'en')).toBe('1 Jan 2027');
    expect(trailDate('2026-07-01T21:59:00.000Z', 'de')).toBe('01.07.2026');
    expect(trailDate('2026-07-01T22:00:00.000Z', 'de')).toBe('02.07.2026');
    expect(trailDateTime('2026-03-01T08:05:00.000Z', 'de')).toBe('01.03.2026, 09:05');
    expect(trailDateTime('2026-03-01T08:05:00.000Z', 'en')).toBe('1 Mar 2026, 09:05');
  });

  it('membership, roles, learning and completion', () => {
    expect(trailText(line('group.member_added'), 'de')).toBe("Anna Schmidt hat Bernd Bauer der Einheit 'Baustelle Nord' hinzugefügt");
    expect(trailText(line('group.member_removed'), 'en')).toBe("Anna Schmidt removed Bernd Bauer from the unit 'Baustelle Nord'");
    const role = line('user.role_changed', { data: { role: 'manager', previousRole: 'non-managing' } });
    expect(trailText(role, 'de')).toBe('Anna Schmidt hat die Rolle von Bernd Bauer von Mitarbeiter zu Manager geändert');
    expect(trailText(role, 'en')).toBe('Anna Schmidt changed the role of Bernd Bauer from Employee to Manager');
    expect(trailText(line('learning.started', { cycle: 2 }), 'de')).toBe("Bernd Bauer hat 'Brandschutz' begonnen (Durchgang 2)");
    expect(trailText(line('learning.started'), 'en')).toBe("Bernd Bauer started 'Fire safety'");
    const quiz = { percent: 67, correct: 2, total: 3 };
    expect(trailText(line('learning.quiz_failed', { data: quiz }), 'de')).toBe("Bernd Bauer hat die Prüfungsfragen von 'Brandschutz' nicht bestanden (67 %, 2 von 3 richtig)");
    expect(trailText(line('learning.quiz_passed', { data: { percent: 100, correct: 3, total: 3 } }), 'en')).toBe("Bernd Bauer passed the quiz of 'Fire safety' (100%, 3 of 3 correct)");
    expect(trailText(line('learning.quiz_passed', { data: { percent: 100, correct: 0, total: 0 } }), 'de')).toBe("Bernd Bauer hat alle Module von 'Brandschutz' bearbeitet (keine Prüfungsfragen)");
    const done = line('learning.completed', { data: { completionId: 'c-1' } });
    expect(trailText(done, 'de')).toBe("Bernd Bauer hat 'Brandschutz' abgeschlossen und mit dem Passwort bestätigt (Nachweis c-1)");
    expect(trailText(done, 'en')).toBe("Bernd Bauer completed 'Fire safety' and confirmed it with their password (evidence c-1)");
    expect(trailText(line('learning.module_completed', { data: { moduleTitle: 'Film' } }), 'de')).toBe("Bernd Bauer hat das Modul 'Film' von 'Brandschutz' abgeschlossen");
  });

  it('blended trainings: the online part waits, the sign-off names day, place, instructor and note', () => {
    const online = line('learning.completed', { data: { completionId: 'c-2', practicalPartRequired: true } });
    expect(trailText(online, 'de')).toBe("Bernd Bauer hat den Online-Teil von 'Brandschutz' abgeschlossen und mit dem Passwort bestätigt, wartet auf Praxisteil (Nachweis c-2)");
    expect(trailText(online, 'en')).toBe("Bernd Bauer completed the online part of 'Fire safety' and confirmed it with their password, awaiting the practical part (evidence c-2)");
    const data = { practicalDate: '2026-07-16', place: 'Übungsplatz Nord', instructorName: 'Olga Test', signedOffByName: 'Anna Schmidt', note: 'Löschübung bestanden' };
    const signed = line('learning.practical_part_signed_off', { data });
    expect(trailText(signed, 'de')).toBe(
      "Anna Schmidt hat den Praxisteil von 'Brandschutz' für Bernd Bauer bestätigt (am 16.07.2026 in 'Übungsplatz Nord', Unterweisende/r: Olga Test, Notiz: 'Löschübung bestanden'); die Schulung gilt damit als abgeschlossen",
    );
    expect(trailText(signed, 'en')).toBe(
      "Anna Schmidt signed off the practical part of 'Fire safety' for Bernd Bauer (on 16 Jul 2026 at 'Übungsplatz Nord', instructor: Olga Test, note: 'Löschübung bestanden'); the training counts as completed from now",
    );
    expect(trailText(line('learning.practical_part_signed_off', { data: { ...data, note: null } }), 'de')).toBe(
      "Anna Schmidt hat den Praxisteil von 'Brandschutz' für Bernd Bauer bestätigt (am 16.07.2026 in 'Übungsplatz Nord', Unterweisende/r: Olga Test); die Schulung gilt damit als abgeschlossen",
    );
  });

  it('language versions (issue 34): the delivered language of a completion and a module, and the language events', () => {
    const done = line('learning.completed', { data: { completionId: 'c-1', language: 'tr' } });
    expect(trailText(done, 'de')).toBe("Bernd Bauer hat 'Brandschutz' abgeschlossen und mit dem Passwort bestätigt (Nachweis c-1, Sprache: Türkisch)");
    expect(trailText(done, 'en')).toBe("Bernd Bauer completed 'Fire safety' and confirmed it with their password (evidence c-1, Language: Turkish)");
    // not recorded (before language versions): the sentence names none, never German
    expect(trailText(line('learning.completed', { data: { completionId: 'c-1', language: null } }), 'de')).toBe("Bernd Bauer hat 'Brandschutz' abgeschlossen und mit dem Passwort bestätigt (Nachweis c-1)");
    expect(trailText(line('learning.module_completed', { data: { moduleTitle: 'Film', language: 'tr' } }), 'de')).toBe("Bernd Bauer hat das Modul 'Film' von 'Brandschutz' abgeschlossen (Sprache: Türkisch)");
    expect(trailText(line('learning.language_chosen', { data: { language: 'tr' } }), 'de')).toBe("Bernd Bauer hat für 'Brandschutz' die Sprachfassung Türkisch gewählt");
    expect(trailText(line('learning.language_chosen', { data: { language: 'tr' } }), 'en')).toBe("Bernd Bauer chose the Turkish version of 'Fire safety'");
    const versions = line('training.languages_changed', { data: { defaultLanguage: 'de', contentLanguages: ['de', 'tr'] } });
    expect(trailText(versions, 'de')).toBe("Anna Schmidt hat die Sprachfassungen der Schulung 'Brandschutz' festgelegt: Deutsch (Standard), Türkisch");
    expect(trailText(versions, 'en')).toBe("Anna Schmidt set the language versions of the training 'Fire safety': German (default), Turkish");
    expect(trailText(line('training.language_reviewed', { data: { language: 'tr', textsDigest: 'x' } }), 'de')).toBe("Anna Schmidt hat die Sprachfassung Türkisch der Schulung 'Brandschutz' als geprüft markiert");
    expect(trailText(line('user.content_language_changed', { data: { contentLanguage: 'tr' } }), 'en')).toBe('Anna Schmidt set the content language of Bernd Bauer to Turkish');
  });

  it('data protection (issue 35): each changed setting with its new value, legal holds with the person held and the reason', () => {
    const policy = { evidenceYears: 5, quizAttemptsMonths: 1, watchIntervalsMonths: 6, questionsMonths: 24, readReceiptsMonths: 24, signInHistoryMonths: 6, leaverGraceDays: 14, worksCouncilMode: true };
    const changed = line('privacy.policy_changed', { userId: null, userName: null, data: { ...policy, changed: ['evidenceYears', 'worksCouncilMode'] } });
    expect(trailText(changed, 'de')).toBe('Anna Schmidt hat die Datenschutz-Einstellungen geändert: Unterweisungsnachweise 5 Jahre, Betriebsratsmodus an');
    expect(trailText(changed, 'en')).toBe('Anna Schmidt changed the data-protection settings: evidence of instruction 5 years, works-council mode on');
    const all = line('privacy.policy_changed', {
      data: { ...policy, worksCouncilMode: false, changed: ['quizAttemptsMonths', 'watchIntervalsMonths', 'questionsMonths', 'readReceiptsMonths', 'signInHistoryMonths', 'leaverGraceDays', 'worksCouncilMode'] },
    });
    expect(trailText(all, 'de')).toBe(
      'Anna Schmidt hat die Datenschutz-Einstellungen geändert: Quiz-Versuche 1 Monat, Sehzeiten 6 Monate, Fragen an Unterweisende 24 Monate, Lesebestätigungen 24 Monate, Anmeldeverlauf 6 Monate, Frist nach dem Ausscheiden 14 Tage, Betriebsratsmodus aus',
    );
    expect(trailText(all, 'en')).toBe(
      'Anna Schmidt changed the data-protection settings: quiz attempts 1 month, watch intervals 6 months, questions 24 months, read receipts 24 months, sign-in history 6 months, grace period after leaving 14 days, works-council mode off',
    );
    const placed = line('privacy.legal_hold_placed', { data: { reason: 'Arbeitsunfall 12.03.2026' } });
    expect(trailText(placed, 'de')).toBe("Anna Schmidt hat für Bernd Bauer eine Aufbewahrungssperre gesetzt (Grund: 'Arbeitsunfall 12.03.2026')");
    expect(trailText(placed, 'en')).toBe("Anna Schmidt placed a legal hold on Bernd Bauer (reason: 'Arbeitsunfall 12.03.2026')");
    expect(trailText(line('privacy.legal_hold_lifted'), 'de')).toBe('Anna Schmidt hat die Aufbewahrungssperre für Bernd Bauer aufgehoben');
    expect(trailText(line('privacy.legal_hold_lifted'), 'en')).toBe('Anna Schmidt lifted the legal hold on Bernd Bauer');
    expect(KIND_LABELS.de['privacy.policy_changed']).toBe('Datenschutz-Einstellungen geändert');
    expect(KIND_LABELS.en['privacy.legal_hold_placed']).toBe('Legal hold placed');
    expect(KIND_LABELS.de['privacy.legal_hold_lifted']).toBe('Aufbewahrungssperre aufgehoben');
    const pseudonymised = line('privacy.personal_data_redacted', { userName: 'Person 7F3A-91C2', data: { stage: 'pseudonymised', reason: 'Ausgeschieden', events: 12 } });
    expect(trailText(pseudonymised, 'de')).toBe("Personenbezogene Daten pseudonymisiert (Grund: 'Ausgeschieden')");
    expect(trailText(pseudonymised, 'en')).toBe("Personal data pseudonymised (reason: 'Ausgeschieden')");
    const erased = line('privacy.personal_data_redacted', { actorId: null, actorName: null, data: { stage: 'erased', reason: 'Aufbewahrungsfrist abgelaufen', events: 3 } });
    expect(trailText(erased, 'de')).toBe('Nachweise nach Ablauf der Aufbewahrungsfrist gelöscht');
    expect(trailText(erased, 'en')).toBe('Evidence erased after the retention period');
  });

  it('a date-of-birth change says recorded, changed or removed, never the date', () => {
    expect(trailText(line('user.date_of_birth_changed', { data: { set: true, previouslySet: false } }), 'de')).toBe('Anna Schmidt hat das Geburtsdatum von Bernd Bauer erfasst');
    expect(trailText(line('user.date_of_birth_changed', { data: { set: true, previouslySet: true } }), 'de')).toBe('Anna Schmidt hat das Geburtsdatum von Bernd Bauer geändert');
    expect(trailText(line('user.date_of_birth_changed', { data: { set: false, previouslySet: true } }), 'de')).toBe('Anna Schmidt hat das Geburtsdatum von Bernd Bauer entfernt');
    expect(trailText(line('user.date_of_birth_changed', { data: { set: true, previouslySet: false } }), 'en')).toBe('Anna Schmidt recorded the date of birth of Bernd Bauer');
    expect(trailText(line('user.date_of_birth_changed', { data: { set: false, previouslySet: true } }), 'en')).toBe('Anna Schmidt removed the date of birth of Bernd Bauer');
  });

  it('renames show the old and the new name; training changes list the fields', () => {
    expect(trailText(line('group.changed', { groupName: 'Nord', data: { renamed: true, name: 'Baustelle Nord' } }), 'de')).toBe("Anna Schmidt hat die Einheit 'Nord' in 'Baustelle Nord' umbenannt");
    const changed = line('training.changed', { data: { fields: ['title', 'status', 'recertificationPeriod'], title: { de: 'Brandschutz 2', en: 'Fire safety 2' }, status: 'published', recertificationPeriod: '1_year' } });
    expect(trailText(changed, 'de')).toBe("Anna Schmidt hat die Schulung 'Brandschutz' geändert: Titel 'Brandschutz 2', Status: veröffentlicht, Wiederholungszeitraum: 1 Jahr");
    expect(trailText(changed, 'en')).toBe("Anna Schmidt changed the training 'Fire safety': title 'Fire safety 2', status: published, recertification period: 1 year");
    const bundle = line('bundle.trainings_set', { data: { trainingTitles: [{ de: 'Brandschutz', en: 'Fire safety' }, 'Erste Hilfe'] } });
    expect(trailText(bundle, 'de')).toBe("Anna Schmidt hat die Schulungen des Bundles 'Grundlagen' festgelegt: 'Brandschutz', 'Erste Hilfe'");
  });

  it('without an actor the system acts; unknown names say so', () => {
    expect(trailText(line('user.deactivated', { actorId: null, actorName: null }), 'de')).toBe('Das System hat Bernd Bauer deaktiviert');
    expect(trailText(line('group.deleted', { groupName: null }), 'en')).toBe("Anna Schmidt deleted the unit '(unknown)'");
  });

  it('every kind has a sentence and a label in both languages', () => {
    for (const kind of TRAIL_KIND_NAMES) {
      for (const lang of ['de', 'en'] as const) {
        expect(trailText(line(kind), lang).length, `${kind} ${lang}`).toBeGreaterThan(10);
        expect(KIND_LABELS[lang][kind]).toBeTruthy();
      }
    }
  });

  it('data protection rows: the actor of the metadata, the instant of the event, the held person as the row person', () => {
    const book = new NameBook();
    book.people.values.set('u-root', { companyId: 'c1', firstName: 'Anna', lastName: 'Schmidt' });
    book.people.values.set('u-held', { companyId: 'c1', firstName: 'Bernd', lastName: 'Bauer' });
    let n = 0;
    const recorded = (type: string, streamId: string, data: unknown): RecordedEvent => ({
      eventId: `e${++n}`,
      type,
      schemaVersion: 1,
      data,
      metadata: { actorId: 'u-root', tenantId: 'c1', commandId: 'x', correlationId: 'x', causationId: null },
      tenantId: 'c1',
      streamId,
      streamVersion: 1,
      globalPosition: String(n),
      position: String(n),
      recordedAt: new Date('2026-05-01T10:00:00.000Z'),
    });
    const policy = { companyId: 'c1', evidenceYears: 5, quizAttemptsMonths: 12, watchIntervalsMonths: 6, questionsMonths: 24, readReceiptsMonths: 24, signInHistoryMonths: 6, leaverGraceDays: 30, worksCouncilMode: true };
    const rows = trailRows(book, [
      recorded('privacy.PolicyChanged', 'privacy-policy-c1', { ...policy, changed: ['evidenceYears', 'worksCouncilMode'], changedBy: 'u-root', changedAt: '2026-04-30T08:00:00.000Z' }),
      recorded('privacy.LegalHoldPlaced', 'privacy-legal-hold-u-held', { companyId: 'c1', userId: 'u-held', reason: 'Arbeitsunfall', placedBy: 'u-root', placedAt: '2026-04-30T09:00:00.000Z' }),
      recorded('privacy.LegalHoldLifted', 'privacy-legal-hold-u-held', { companyId: 'c1', userId: 'u-held', liftedBy: 'u-root', liftedAt: '2026-04-30T10:00:00.000Z' }),
      // ADR 0033: the erasure's own row names the person by their pseudonym already, and so does every row after it
      recorded('privacy.PersonalDataRedacted', 'privacy-erasure-u-held', {
        subjectId: 'u-held',
        pseudonym: '7F3A-91C2',
        stage: 'pseudonymised',
        reason: 'Ausgeschieden',
        requestedBy: 'u-root',
        redactedAt: '2026-06-01T08:00:00.000Z',
        dateOfBirthDropped: true,
        redactions: [{ eventId: 'x1', dataDigest: 'd1' }],
      }),
      recorded('privacy.LegalHoldLifted', 'privacy-legal-hold-u-held', { companyId: 'c1', userId: 'u-held', liftedBy: 'u-root', liftedAt: '2026-06-02T10:00:00.000Z' }),
    ]);
    expect(rows.map((r) => [r.kind, r.at, r.actorId, r.actorName, r.userId, r.userName])).toEqual([
      ['privacy.policy_changed', '2026-04-30T08:00:00.000Z', 'u-root', 'Anna Schmidt', null, null],
      ['privacy.legal_hold_placed', '2026-04-30T09:00:00.000Z', 'u-root', 'Anna Schmidt', 'u-held', 'Bernd Bauer'],
      ['privacy.legal_hold_lifted', '2026-04-30T10:00:00.000Z', 'u-root', 'Anna Schmidt', 'u-held', 'Bernd Bauer'],
      ['privacy.personal_data_redacted', '2026-06-01T08:00:00.000Z', 'u-root', 'Anna Schmidt', 'u-held', 'Person 7F3A-91C2'],
      ['privacy.legal_hold_lifted', '2026-06-02T10:00:00.000Z', 'u-root', 'Anna Schmidt', 'u-held', 'Person 7F3A-91C2'],
    ]);
    expect(rows[3]!.data).toEqual({ stage: 'pseudonymised', reason: 'Ausgeschieden', events: 1 });
    expect(book.people.changed()).toEqual([['u-held', { companyId: 'c1', firstName: 'Person', lastName: '7F3A-91C2' }]]);
    expect(trailText(rows[0]!, 'de')).toBe('Anna Schmidt hat die Datenschutz-Einstellungen geändert: Unterweisungsnachweise 5 Jahre, Betriebsratsmodus an');
    expect(trailText(rows[1]!, 'en')).toBe("Anna Schmidt placed a legal hold on Bernd Bauer (reason: 'Arbeitsunfall')");
  });

  it('records only types its modules export', () => {
    const exported = new Set<string>([...identityEvents.types, ...catalogEvents.types, ...organizationEvents.types, ...learningEvents.types, ...infologEvents.types, ...mediaEvents.types, ...instructionEvents.types, ...privacyEvents.types]);
    for (const t of trailEventTypes) expect(exported.has(t), t).toBe(true);
  });
});

describe('trail dates against Intl', () => {
  it('equal Intl in Europe/Berlin at every hour of two years, across both clock changes', () => {
    const intl = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 + 17 * 60_000) {
      const iso = new Date(ms).toISOString();
      expect(trailDateTime(iso, 'de'), iso).toBe(intl.format(new Date(ms)));
    }
  });
});
