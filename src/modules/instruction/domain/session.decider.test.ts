import { describe, it } from 'vitest';
import { at, given, now } from '../../../../tests/support/decider';
import type { InstructionEvent } from './events';
import { sessionDecider, type SessionActor, type SessionCommand } from './session';

const planner: SessionActor = { userId: 'mgr', mayPlan: true, mayConduct: true };
const outsider: SessionActor = { userId: 'emp', mayPlan: false, mayConduct: false };
const DAY = 24 * 60 * 60 * 1000;
const startsAt = new Date(now.getTime() + 2 * 60 * 60 * 1000);

const planCommand = (over: Partial<Extract<SessionCommand, { type: 'PlanSession' }>> = {}): SessionCommand => ({
  type: 'PlanSession',
  actor: planner,
  sessionId: 's1',
  companyId: 'c1',
  trainingId: 't1',
  startsAt,
  durationMinutes: 45,
  location: '  Halle 3, Tor B ',
  instructor: { userId: 'mgr', eligible: true },
  participantIds: ['u1', 'u2', 'u1'],
  notes: null,
  now,
  ...over,
});

const planned: InstructionEvent = {
  type: 'instruction.SessionPlanned',
  data: {
    sessionId: 's1',
    companyId: 'c1',
    trainingId: 't1',
    startsAt: startsAt.toISOString(),
    durationMinutes: 45,
    location: 'Halle 3, Tor B',
    instructorId: 'mgr',
    participantIds: ['u1', 'u2'],
    notes: null,
    plannedBy: 'mgr',
    plannedAt: at,
  },
};
const opened: InstructionEvent = { type: 'instruction.SessionOpened', data: { openedBy: 'mgr', openedAt: at } };
const signed = (userId: string, sha = `sha-${userId}`): InstructionEvent => ({
  type: 'instruction.ParticipantSigned',
  data: { userId, confirmation: 'Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.', signatureSha256: sha, signedAt: at },
});
const sign = (userId: string, confirmed = true): SessionCommand => ({
  type: 'Sign',
  actor: planner,
  userId,
  confirmed,
  confirmation: 'Ich habe an der Unterweisung teilgenommen und den Inhalt verstanden.',
  signatureSha256: `sha-${userId}`,
  now,
});
const close: SessionCommand = { type: 'CloseSession', actor: planner, instructorSignatureSha256: 'sha-instructor', now };
const closed: InstructionEvent = {
  type: 'instruction.SessionClosed',
  data: { method: 'presence', closedBy: 'mgr', instructorSignatureSha256: 'sha-instructor', scanSha256: null, scanType: null, signedUserIds: ['u1'], absentUserIds: ['u2'], closedAt: at },
};
const fromPaper = (presentUserIds: readonly string[]): SessionCommand => ({ type: 'CloseFromPaper', actor: planner, presentUserIds, scanSha256: 'sha-scan', scanType: 'application/pdf', now });

describe('instruction session decider: planning', () => {
  it('plans a session with a trimmed location and each participant once', () => {
    given(sessionDecider).when(planCommand()).then([planned]);
  });
  it('refuses whoever may not plan, an instructor without authority, and a session planned twice', () => {
    given(sessionDecider).when(planCommand({ actor: outsider })).thenFails('NotAllowedToPlan');
    given(sessionDecider).when(planCommand({ instructor: { userId: 'emp', eligible: false } })).thenFails('InstructorNotEligible');
    given(sessionDecider, [planned]).when(planCommand()).thenFails('SessionAlreadyExists');
  });
  it('checks duration, location and notes', () => {
    for (const durationMinutes of [0, -5, 1.5, 24 * 60 + 1]) given(sessionDecider).when(planCommand({ durationMinutes })).thenFails('DurationInvalid');
    given(sessionDecider).when(planCommand({ location: '   ' })).thenFails('LocationRequired');
    given(sessionDecider).when(planCommand({ location: 'x'.repeat(201) })).thenFails('LocationTooLong');
    given(sessionDecider).when(planCommand({ notes: 'x'.repeat(2001) })).thenFails('NoteTooLong');
  });
  it('an unknown session is not found for every later command', () => {
    given(sessionDecider).when({ type: 'OpenSession', actor: planner, now }).thenFails('SessionNotFound');
    given(sessionDecider).when(sign('u1')).thenFails('SessionNotFound');
  });
});

describe('instruction session decider: the participant list', () => {
  it('adds a walk-in once and removes someone who has not signed', () => {
    given(sessionDecider, [planned]).when({ type: 'AddParticipant', actor: planner, userId: 'u3', now }).then([{ type: 'instruction.ParticipantAdded', data: { userId: 'u3', addedAt: at } }]);
    given(sessionDecider, [planned]).when({ type: 'AddParticipant', actor: planner, userId: 'u1', now }).thenFails('AlreadyParticipant');
    given(sessionDecider, [planned]).when({ type: 'RemoveParticipant', actor: planner, userId: 'u2', now }).then([{ type: 'instruction.ParticipantRemoved', data: { userId: 'u2', removedAt: at } }]);
    given(sessionDecider, [planned]).when({ type: 'RemoveParticipant', actor: planner, userId: 'u9', now }).thenFails('NotAParticipant');
    given(sessionDecider, [planned, opened, signed('u1')]).when({ type: 'RemoveParticipant', actor: planner, userId: 'u1', now }).thenFails('ParticipantHasSigned');
  });
  it('only the instructor or a planner conducts the session', () => {
    given(sessionDecider, [planned]).when({ type: 'AddParticipant', actor: outsider, userId: 'u3', now }).thenFails('NotAllowedToConduct');
    given(sessionDecider, [planned]).when({ type: 'OpenSession', actor: outsider, now }).thenFails('NotAllowedToConduct');
  });
});

describe('instruction session decider: opening, signing, closing', () => {
  it('opens a planned session once, and not more than 7 days after its start', () => {
    given(sessionDecider, [planned]).when({ type: 'OpenSession', actor: planner, now }).then([opened]);
    given(sessionDecider, [planned, opened]).when({ type: 'OpenSession', actor: planner, now }).thenFails('SessionAlreadyOpen');
    const late = new Date(startsAt.getTime() + 7 * DAY + 1);
    given(sessionDecider, [planned]).when({ type: 'OpenSession', actor: planner, now: late }).thenFails('SessionTooOld');
    const justInTime = new Date(startsAt.getTime() + 7 * DAY);
    given(sessionDecider, [planned]).when({ type: 'OpenSession', actor: planner, now: justInTime }).then([{ type: 'instruction.SessionOpened', data: { openedBy: 'mgr', openedAt: justInTime.toISOString() } }]);
  });
  it('a participant on the list signs once, confirmed, while the session is open', () => {
    given(sessionDecider, [planned, opened]).when(sign('u1')).then([signed('u1')]);
    given(sessionDecider, [planned]).when(sign('u1')).thenFails('SessionNotOpen');
    given(sessionDecider, [planned, opened]).when(sign('u9')).thenFails('NotAParticipant');
    given(sessionDecider, [planned, opened, signed('u1')]).when(sign('u1')).thenFails('AlreadySigned');
    given(sessionDecider, [planned, opened]).when(sign('u1', false)).thenFails('ConfirmationRequired');
  });
  it('a wrong tap is undone with a reason, and the person can sign again', () => {
    const withdraw = (reason: string): SessionCommand => ({ type: 'WithdrawSignature', actor: planner, userId: 'u1', reason, now });
    const withdrawn: InstructionEvent = { type: 'instruction.SignatureWithdrawn', data: { userId: 'u1', reason: 'Falscher Name angetippt', withdrawnBy: 'mgr', withdrawnAt: at } };
    given(sessionDecider, [planned, opened, signed('u1')]).when(withdraw(' Falscher Name angetippt ')).then([withdrawn]);
    given(sessionDecider, [planned, opened, signed('u1')]).when(withdraw('  ')).thenFails('ReasonRequired');
    given(sessionDecider, [planned, opened]).when(withdraw('x')).thenFails('NotSigned');
    given(sessionDecider, [planned, opened, signed('u1'), withdrawn]).when(sign('u1')).then([signed('u1')]);
  });
  it('closing names who signed and who was absent; it needs a signature and an open session', () => {
    given(sessionDecider, [planned, opened, signed('u1')]).when(close).then([closed]);
    given(sessionDecider, [planned, opened]).when(close).thenFails('NoSignatures');
    given(sessionDecider, [planned]).when(close).thenFails('SessionNotOpen');
  });
  it('a signed paper list closes a planned or open session with those it names as present', () => {
    const paperClosed = (signedUserIds: string[], absentUserIds: string[]): InstructionEvent => ({
      type: 'instruction.SessionClosed',
      data: { method: 'presence-paper', closedBy: 'mgr', instructorSignatureSha256: null, scanSha256: 'sha-scan', scanType: 'application/pdf', signedUserIds, absentUserIds, closedAt: at },
    });
    given(sessionDecider, [planned]).when(fromPaper(['u2'])).then([paperClosed(['u2'], ['u1'])]);
    given(sessionDecider, [planned, opened]).when(fromPaper(['u1', 'u2'])).then([paperClosed(['u1', 'u2'], [])]);
    given(sessionDecider, [planned]).when(fromPaper([])).thenFails('NoSignatures');
    given(sessionDecider, [planned]).when(fromPaper(['u9'])).thenFails('NotAParticipant');
    given(sessionDecider, [planned, opened, signed('u1')]).when(fromPaper(['u2'])).thenFails('SignedOnTablet');
    given(sessionDecider, [planned, opened, signed('u1'), closed]).when(fromPaper(['u2'])).thenFails('SessionClosed');
  });
  it('a closed session changes no more; a correction with a reason is its own event', () => {
    const done = [planned, opened, signed('u1'), closed];
    given(sessionDecider, done).when(sign('u2')).thenFails('SessionClosed');
    given(sessionDecider, done).when({ type: 'AddParticipant', actor: planner, userId: 'u3', now }).thenFails('SessionClosed');
    given(sessionDecider, done).when(close).thenFails('SessionClosed');
    given(sessionDecider, done)
      .when({ type: 'CorrectSession', actor: planner, reason: 'Ort falsch erfasst', correction: 'Halle 4 statt Halle 3', now })
      .then([{ type: 'instruction.SessionCorrected', data: { reason: 'Ort falsch erfasst', correction: 'Halle 4 statt Halle 3', correctedBy: 'mgr', correctedAt: at } }]);
    given(sessionDecider, done).when({ type: 'CorrectSession', actor: planner, reason: ' ', correction: 'x', now }).thenFails('ReasonRequired');
    given(sessionDecider, [planned, opened]).when({ type: 'CorrectSession', actor: planner, reason: 'x', correction: 'y', now }).thenFails('SessionNotClosed');
  });
});
