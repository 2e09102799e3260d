import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String;

/**
 * Events of a classroom instruction session (Präsenzunterweisung, issue 32): planned with a
 * participant list, opened on site, signed by each participant, closed with the instructor's
 * signature. A closed session is never changed; a correction is an event of its own.
 */
const definitions = {
  'instruction.SessionPlanned': {
    version: 1,
    schema: Schema.Struct({
      sessionId: Schema.String,
      companyId: Schema.String,
      trainingId: Schema.String,
      startsAt: Iso,
      durationMinutes: Schema.Number,
      location: Schema.String,
      instructorId: Schema.String,
      participantIds: Schema.Array(Schema.String),
      notes: Schema.NullOr(Schema.String),
      plannedBy: Schema.String,
      plannedAt: Iso,
    }),
  },
  /** A walk-in, or someone added to the list before the session. */
  'instruction.ParticipantAdded': { version: 1, schema: Schema.Struct({ userId: Schema.String, addedAt: Iso }) },
  'instruction.ParticipantRemoved': { version: 1, schema: Schema.Struct({ userId: Schema.String, removedAt: Iso }) },
  'instruction.SessionOpened': { version: 1, schema: Schema.Struct({ openedBy: Schema.String, openedAt: Iso }) },
  /** The participant confirmed the statement and signed; the PNG is stored as a file, the event keeps its hash. */
  'instruction.ParticipantSigned': {
    version: 1,
    schema: Schema.Struct({ userId: Schema.String, confirmation: Schema.String, signatureSha256: Schema.String, signedAt: Iso }),
  },
  /** A wrong tap undone by the instructor before closing, with the reason (the trail shows it). */
  'instruction.SignatureWithdrawn': {
    version: 1,
    schema: Schema.Struct({ userId: Schema.String, reason: Schema.String, withdrawnBy: Schema.String, withdrawnAt: Iso }),
  },
  /**
   * Closed: on the tablet with the instructor's signature (`presence`), or from the scan of a signed
   * paper list that names who was present (`presence-paper`). Who signed completes the training
   * (learning's events are appended in the same transaction); the others are absent and stay due.
   */
  'instruction.SessionClosed': {
    version: 1,
    schema: Schema.Struct({
      method: Schema.Literal('presence', 'presence-paper'),
      closedBy: Schema.String,
      instructorSignatureSha256: Schema.NullOr(Schema.String),
      scanSha256: Schema.NullOr(Schema.String),
      scanType: Schema.NullOr(Schema.String),
      signedUserIds: Schema.Array(Schema.String),
      absentUserIds: Schema.Array(Schema.String),
      closedAt: Iso,
    }),
  },
  /** A correction of a closed session: what was wrong, in words; the record itself stays as it was. */
  'instruction.SessionCorrected': {
    version: 1,
    schema: Schema.Struct({ reason: Schema.String, correction: Schema.String, correctedBy: Schema.String, correctedAt: Iso }),
  },
} as const;

export const instructionEvents = defineEvents(definitions);
export type InstructionEvent = EventsOf<typeof definitions>;

/** Stream ids: one stream per session. */
export const streams = { session: streamName('instruction-session') };
export const streamTypes = { session: 'instruction.Session' } as const;
