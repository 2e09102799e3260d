import { describe, expect, it } from 'vitest';
import { given, now, at } from '../../../../tests/support/decider';
import { dropsDateOfBirth, erasureDecider, type ErasureSubject, type PseudonymiseCommand } from './erasure';
import type { PrivacyEvent } from './events';

const subject: ErasureSubject = { userId: 'p1', role: 'non-managing', active: false, underLegalHold: false, joinedAt: '2020-03-01T08:00:00.000Z', dateOfBirth: '1980-05-17' };
const redactions = [{ eventId: 'e1', dataDigest: 'd1' }];
const pseudonymise = (s: Partial<ErasureSubject> = {}): PseudonymiseCommand => ({
  type: 'Pseudonymise',
  subject: { ...subject, ...s },
  pseudonym: '7F3A-91C2',
  reason: 'Antrag nach Art. 17 DSGVO',
  requestedBy: 'a1',
  now,
  redactions,
});
const done: PrivacyEvent = {
  type: 'privacy.PersonalDataRedacted',
  data: { subjectId: 'p1', pseudonym: '7F3A-91C2', stage: 'pseudonymised', reason: 'Antrag nach Art. 17 DSGVO', requestedBy: 'a1', redactedAt: at, dateOfBirthDropped: true, redactions },
};

describe('erasure decider', () => {
  it('pseudonymises a person who left, listing the rewritten events', () => {
    given(erasureDecider).when(pseudonymise()).then([done]);
    // the job asks in its own name
    given(erasureDecider).when({ ...pseudonymise(), requestedBy: null }).then([{ ...done, data: { ...done.data, requestedBy: null } }]);
  });

  it('never root, never someone under legal hold, never someone still active', () => {
    given(erasureDecider).when(pseudonymise({ role: 'root' })).thenFails('CannotEraseRoot');
    given(erasureDecider).when(pseudonymise({ underLegalHold: true })).thenFails('UnderLegalHold');
    given(erasureDecider).when(pseudonymise({ active: true })).thenFails('PersonActive');
  });

  it('a second request changes nothing (the first pseudonymisation answers it), even one that would be refused now', () => {
    given(erasureDecider, [done]).when(pseudonymise()).then([]);
    given(erasureDecider, [done]).when(pseudonymise({ underLegalHold: true })).then([]);
  });

  it('keeps the date of birth of a person who was under 18 while here, and of nobody else', () => {
    given(erasureDecider).when(pseudonymise({ dateOfBirth: '2005-01-10' })).then([{ ...done, data: { ...done.data, dateOfBirthDropped: false } }]);
    expect(dropsDateOfBirth(null, subject.joinedAt)).toBe(true);
    expect(dropsDateOfBirth('2002-03-01', '2020-03-01T08:00:00.000Z')).toBe(true);
    expect(dropsDateOfBirth('2002-03-02', '2020-03-01T08:00:00.000Z')).toBe(false);
  });
});
