import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import type { InstructionEvent } from './events';

/** How far back a planned session may still be opened on the tablet; older ones are closed from the signed paper list. */
export const OPEN_AT_MOST_DAYS_LATE = 7;
export const MAX_DURATION_MINUTES = 24 * 60;
export const MAX_LOCATION_LENGTH = 200;
export const MAX_NOTE_LENGTH = 2000;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SessionStatus = 'planned' | 'open' | 'closed';

/** What a planned session is: which training, when, how long, where, given by whom, planned by whom (the state and the read model's row share it). */
export interface SessionPlan {
  readonly companyId: string;
  readonly trainingId: string;
  readonly startsAt: string;
  readonly durationMinutes: number;
  readonly location: string;
  readonly instructorId: string;
  readonly plannedBy: string;
}

export type SessionState =
  | { readonly status: 'none' }
  | (SessionPlan & {
      readonly status: SessionStatus;
      readonly sessionId: string;
      /** The list in the order people were put on it. */
      readonly participantIds: readonly string[];
      /** Who signed, with the hash of their signature and the statement they confirmed. */
      readonly signatures: ReadonlyMap<string, { readonly sha256: string; readonly confirmation: string }>;
    });

/**
 * Who acts: `mayPlan` (root, admin, manager, or an owner/co-owner of the training) and
 * `mayConduct` (the session's instructor or a planner) are decided by the application from the
 * policy and the training's owners; the decider applies them.
 */
export interface SessionActor {
  readonly userId: string;
  readonly mayPlan: boolean;
  readonly mayConduct: boolean;
}

export type SessionCommand =
  | {
      readonly type: 'PlanSession';
      readonly actor: SessionActor;
      readonly sessionId: string;
      readonly companyId: string;
      readonly trainingId: string;
      readonly startsAt: Date;
      readonly durationMinutes: number;
      readonly location: string;
      /** The instructor and whether they may give instructions: an active root, admin or manager of the company. */
      readonly instructor: { readonly userId: string; readonly eligible: boolean };
      readonly participantIds: readonly string[];
      readonly notes: string | null;
      readonly now: Date;
    }
  | { readonly type: 'AddParticipant'; readonly actor: SessionActor; readonly userId: string; readonly now: Date }
  | { readonly type: 'RemoveParticipant'; readonly actor: SessionActor; readonly userId: string; readonly now: Date }
  | { readonly type: 'OpenSession'; readonly actor: SessionActor; readonly now: Date }
  | {
      readonly type: 'Sign';
      readonly actor: SessionActor;
      readonly userId: string;
      readonly confirmed: boolean;
      /** The statement the participant confirmed, in the language shown. */
      readonly confirmation: string;
      readonly signatureSha256: string;
      readonly now: Date;
    }
  | { readonly type: 'WithdrawSignature'; readonly actor: SessionActor; readonly userId: string; readonly reason: string; readonly now: Date }
  | { readonly type: 'CloseSession'; readonly actor: SessionActor; readonly instructorSignatureSha256: string; readonly now: Date }
  /** Closes a session from the scan of its signed paper list: who was present, as the list shows. */
  | { readonly type: 'CloseFromPaper'; readonly actor: SessionActor; readonly presentUserIds: readonly string[]; readonly scanSha256: string; readonly scanType: string; readonly now: Date }
  | { readonly type: 'CorrectSession'; readonly actor: SessionActor; readonly reason: string; readonly correction: string; readonly now: Date };

export type SessionError =
  | 'SessionNotFound'
  | 'SessionAlreadyExists'
  | 'NotAllowedToPlan'
  | 'NotAllowedToConduct'
  | 'InstructorNotEligible'
  | 'DurationInvalid'
  | 'LocationRequired'
  | 'LocationTooLong'
  | 'NoteTooLong'
  | 'SessionClosed'
  | 'SessionNotOpen'
  | 'SessionNotClosed'
  | 'SessionAlreadyOpen'
  | 'SessionTooOld'
  | 'AlreadyParticipant'
  | 'NotAParticipant'
  | 'ParticipantHasSigned'
  | 'ConfirmationRequired'
  | 'AlreadySigned'
  | 'NotSigned'
  | 'ReasonRequired'
  | 'NoSignatures'
  /** A paper list for a session signed on the tablet already: it is closed on the tablet. */
  | 'SignedOnTablet';

type Existing = Exclude<SessionState, { status: 'none' }>;

const unique = (ids: readonly string[]) => [...new Set(ids)];

function evolveExisting(state: Existing, event: InstructionEvent): SessionState {
  switch (event.type) {
    case 'instruction.ParticipantAdded':
      return { ...state, participantIds: [...state.participantIds, event.data.userId] };
    case 'instruction.ParticipantRemoved':
      return { ...state, participantIds: state.participantIds.filter((id) => id !== event.data.userId) };
    case 'instruction.SessionOpened':
      return { ...state, status: 'open' };
    case 'instruction.ParticipantSigned':
      return { ...state, signatures: new Map([...state.signatures, [event.data.userId, { sha256: event.data.signatureSha256, confirmation: event.data.confirmation }]]) };
    case 'instruction.SignatureWithdrawn':
      return { ...state, signatures: new Map([...state.signatures].filter(([id]) => id !== event.data.userId)) };
    case 'instruction.SessionClosed':
      return { ...state, status: 'closed' };
    default:
      return state;
  }
}

function plan(c: Extract<SessionCommand, { type: 'PlanSession' }>, state: SessionState): DecideResult<InstructionEvent, SessionError> {
  if (state.status !== 'none') return reject('SessionAlreadyExists');
  if (!c.actor.mayPlan) return reject('NotAllowedToPlan');
  if (!c.instructor.eligible) return reject('InstructorNotEligible');
  if (!Number.isInteger(c.durationMinutes) || c.durationMinutes < 1 || c.durationMinutes > MAX_DURATION_MINUTES) return reject('DurationInvalid');
  const location = c.location.trim();
  if (!location) return reject('LocationRequired');
  if (location.length > MAX_LOCATION_LENGTH) return reject('LocationTooLong');
  const notes = c.notes?.trim() || null;
  if (notes && notes.length > MAX_NOTE_LENGTH) return reject('NoteTooLong');
  return accept({
    type: 'instruction.SessionPlanned',
    data: {
      sessionId: c.sessionId,
      companyId: c.companyId,
      trainingId: c.trainingId,
      startsAt: c.startsAt.toISOString(),
      durationMinutes: c.durationMinutes,
      location,
      instructorId: c.instructor.userId,
      participantIds: unique(c.participantIds),
      notes,
      plannedBy: c.actor.userId,
      plannedAt: c.now.toISOString(),
    },
  });
}

/** Everything after planning, on a session that exists and that the actor may conduct. */
function conduct(c: Exclude<SessionCommand, { type: 'PlanSession' }>, s: Existing): DecideResult<InstructionEvent, SessionError> {
  const at = c.now.toISOString();
  if (c.type === 'CorrectSession') {
    if (s.status !== 'closed') return reject('SessionNotClosed');
    if (!c.reason.trim()) return reject('ReasonRequired');
    return accept({ type: 'instruction.SessionCorrected', data: { reason: c.reason.trim(), correction: c.correction.trim(), correctedBy: c.actor.userId, correctedAt: at } });
  }
  if (s.status === 'closed') return reject('SessionClosed');
  switch (c.type) {
    case 'AddParticipant':
      if (s.participantIds.includes(c.userId)) return reject('AlreadyParticipant');
      return accept({ type: 'instruction.ParticipantAdded', data: { userId: c.userId, addedAt: at } });
    case 'RemoveParticipant':
      if (!s.participantIds.includes(c.userId)) return reject('NotAParticipant');
      if (s.signatures.has(c.userId)) return reject('ParticipantHasSigned');
      return accept({ type: 'instruction.ParticipantRemoved', data: { userId: c.userId, removedAt: at } });
    case 'OpenSession':
      if (s.status === 'open') return reject('SessionAlreadyOpen');
      if (Date.parse(s.startsAt) < c.now.getTime() - OPEN_AT_MOST_DAYS_LATE * DAY_MS) return reject('SessionTooOld');
      return accept({ type: 'instruction.SessionOpened', data: { openedBy: c.actor.userId, openedAt: at } });
    case 'Sign':
      if (s.status !== 'open') return reject('SessionNotOpen');
      if (!s.participantIds.includes(c.userId)) return reject('NotAParticipant');
      if (s.signatures.has(c.userId)) return reject('AlreadySigned');
      if (!c.confirmed) return reject('ConfirmationRequired');
      return accept({ type: 'instruction.ParticipantSigned', data: { userId: c.userId, confirmation: c.confirmation, signatureSha256: c.signatureSha256, signedAt: at } });
    case 'WithdrawSignature':
      if (s.status !== 'open') return reject('SessionNotOpen');
      if (!s.signatures.has(c.userId)) return reject('NotSigned');
      if (!c.reason.trim()) return reject('ReasonRequired');
      return accept({ type: 'instruction.SignatureWithdrawn', data: { userId: c.userId, reason: c.reason.trim(), withdrawnBy: c.actor.userId, withdrawnAt: at } });
    case 'CloseSession': {
      if (s.status !== 'open') return reject('SessionNotOpen');
      if (s.signatures.size === 0) return reject('NoSignatures');
      const signed = s.participantIds.filter((id) => s.signatures.has(id));
      return accept({
        type: 'instruction.SessionClosed',
        data: {
          method: 'presence',
          closedBy: c.actor.userId,
          instructorSignatureSha256: c.instructorSignatureSha256,
          scanSha256: null,
          scanType: null,
          signedUserIds: signed,
          absentUserIds: s.participantIds.filter((id) => !s.signatures.has(id)),
          closedAt: at,
        },
      });
    }
    case 'CloseFromPaper': {
      if (s.signatures.size > 0) return reject('SignedOnTablet');
      const present = new Set(c.presentUserIds);
      if ([...present].some((id) => !s.participantIds.includes(id))) return reject('NotAParticipant');
      if (present.size === 0) return reject('NoSignatures');
      return accept({
        type: 'instruction.SessionClosed',
        data: {
          method: 'presence-paper',
          closedBy: c.actor.userId,
          instructorSignatureSha256: null,
          scanSha256: c.scanSha256,
          scanType: c.scanType,
          signedUserIds: s.participantIds.filter((id) => present.has(id)),
          absentUserIds: s.participantIds.filter((id) => !present.has(id)),
          closedAt: at,
        },
      });
    }
  }
}

export const sessionDecider: Decider<SessionCommand, InstructionEvent, SessionState, SessionError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'instruction.SessionPlanned') {
      const { sessionId, companyId, trainingId, startsAt, durationMinutes, location, instructorId, plannedBy, participantIds } = event.data;
      return { status: 'planned', sessionId, companyId, trainingId, startsAt, durationMinutes, location, instructorId, plannedBy, participantIds, signatures: new Map() };
    }
    return state.status === 'none' ? state : evolveExisting(state, event);
  },
  decide(command, state) {
    if (command.type === 'PlanSession') return plan(command, state);
    if (state.status === 'none') return reject('SessionNotFound');
    if (!command.actor.mayConduct) return reject('NotAllowedToConduct');
    return conduct(command, state);
  },
};
