import { Schema } from 'effect';
import { defineEvents, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String;
const Interval = Schema.Tuple(Schema.Number, Schema.Number);
const Localized = Schema.Union(Schema.String, Schema.Record({ key: Schema.String, value: Schema.String }));

/** What the evidence of instruction needs, frozen at the moment of completion. */
export const CompletionSnapshot = Schema.Struct({
  companyName: Schema.String,
  employeeName: Schema.String,
  employeeEmail: Schema.String,
  trainingTitle: Localized,
  ownerId: Schema.String,
  ownerName: Schema.String,
  /** Added later (issue 16, item 5): the responsible instructor at the completion; absent in older events: the owner. */
  instructorId: Schema.optional(Schema.String),
  instructorName: Schema.optional(Schema.String),
  modules: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      type: Schema.String,
      title: Schema.String,
      watchedSeconds: Schema.NullOr(Schema.Number),
      duration: Schema.NullOr(Schema.Number),
      watchTime: Schema.Number,
    }),
  ),
});
export type CompletionSnapshot = typeof CompletionSnapshot.Type;

/**
 * Where and how a classroom session completed the training (issue 32): the session, its place and
 * time, the instructor, and the hash of the participant's signature (tablet) or of the scanned
 * paper list that names them (`presence-paper`).
 */
export const PresenceRecord = Schema.Struct({
  sessionId: Schema.String,
  location: Schema.String,
  startsAt: Iso,
  durationMinutes: Schema.Number,
  instructorId: Schema.String,
  instructorName: Schema.String,
  signatureSha256: Schema.NullOr(Schema.String),
  scanSha256: Schema.NullOr(Schema.String),
});
export type PresenceRecord = typeof PresenceRecord.Type;

const definitions = {
  'learning.TrainingStarted': {
    version: 1,
    schema: Schema.Struct({
      enrolmentId: Schema.String,
      companyId: Schema.String,
      userId: Schema.String,
      trainingId: Schema.String,
      cycle: Schema.Number,
      contentVersion: Schema.String,
      startedAt: Iso,
    }),
  },
  /** Newly watched ranges of a video (seconds of the media timeline) and the playback position. */
  'learning.ModuleProgressRecorded': {
    version: 1,
    schema: Schema.Struct({
      moduleId: Schema.String,
      intervals: Schema.Array(Interval),
      position: Schema.Number,
      duration: Schema.Number,
      watchedSeconds: Schema.Number,
      recordedAt: Iso,
    }),
  },
  /** `language`: the version the module was delivered in (issue 34); absent in older events: not recorded. */
  'learning.ModuleCompleted': { version: 1, schema: Schema.Struct({ moduleId: Schema.String, completedAt: Iso, language: Schema.optional(Schema.String) }) },
  /** The learner switched to another language version of the training (issue 34); kept for the cycle, on every device. */
  'learning.LanguageChosen': { version: 1, schema: Schema.Struct({ language: Schema.String, chosenAt: Iso }) },
  'learning.QuizAnswered': {
    version: 1,
    schema: Schema.Struct({
      moduleId: Schema.String,
      answers: Schema.Array(Schema.Array(Schema.Number)),
      results: Schema.Array(Schema.Boolean),
      answeredAt: Iso,
    }),
  },
  'learning.QuizPassed': { version: 1, schema: Schema.Struct({ percent: Schema.Number, correct: Schema.Number, total: Schema.Number, evaluatedAt: Iso }) },
  /** Below the pass mark: the cycle's progress and answers start over. */
  'learning.QuizFailed': { version: 1, schema: Schema.Struct({ percent: Schema.Number, correct: Schema.Number, total: Schema.Number, evaluatedAt: Iso }) },
  'learning.TrainingCompleted': {
    version: 1,
    schema: Schema.Struct({
      completionId: Schema.String,
      completedAt: Iso,
      percent: Schema.Number,
      correct: Schema.Number,
      total: Schema.Number,
      contentVersion: Schema.String,
      /** The statement the employee confirmed: by re-entering the password or the PIN (issue 33), by signing on the tablet, or on a signed paper list. */
      confirmation: Schema.String,
      confirmedBy: Schema.Literal('password', 'pin', 'signature', 'paper'),
      /** Added later (issue 32): how the training was completed; absent in older events: online. */
      method: Schema.optional(Schema.Literal('online', 'presence', 'presence-paper')),
      /** The classroom session of a presence completion. */
      presence: Schema.optional(PresenceRecord),
      /**
       * Added later (issue 34): the language version the training was delivered in at completion;
       * absent in older events: not recorded (before language versions), never read as German.
       */
      language: Schema.optional(Schema.String),
      snapshot: CompletionSnapshot,
      /**
       * Added later (issue 16, item 7): the training requires an in-person part ('Praxisteil'), so
       * this online completion counts only once an instructor signs it off (PracticalPartSignedOff).
       * Absent in older events: false.
       */
      practicalPartRequired: Schema.optional(Schema.Boolean),
    }),
  },
  /**
   * The in-person part of a blended training took place and an instructor signed it off: the cycle
   * counts as completed (and its validity starts) at `signedOffAt` (ADR 0022).
   */
  'learning.PracticalPartSignedOff': {
    version: 1,
    schema: Schema.Struct({
      /** The day the practical part took place (`YYYY-MM-DD`). */
      practicalDate: Schema.String,
      place: Schema.String,
      /** Who instructed: a name, and the user when the instructor is one of the company. */
      instructorName: Schema.String,
      instructorUserId: Schema.NullOr(Schema.String),
      note: Schema.NullOr(Schema.String),
      /** The user who signed off (owner, co-owner, admin or root) and their name then. */
      signedOffBy: Schema.String,
      signedOffByName: Schema.String,
      signedOffAt: Iso,
      /** Added later (issue 32): the classroom session that gave the in-person part. */
      sessionId: Schema.optional(Schema.String),
    }),
  },
} as const;

export const learningEvents = defineEvents(definitions);
export type LearningEvent = EventsOf<typeof definitions>;

export const streams = {
  enrolment: (userId: string, trainingId: string, cycle: number) => `learning-enrolment-${userId}-${trainingId}-${cycle}`,
};
export const streamTypes = { enrolment: 'learning.Enrolment' } as const;
