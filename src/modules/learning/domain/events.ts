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
  'learning.ModuleCompleted': { version: 1, schema: Schema.Struct({ moduleId: Schema.String, completedAt: Iso }) },
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
      /** The statement the employee confirmed by re-entering the password. */
      confirmation: Schema.String,
      confirmedBy: Schema.Literal('password'),
      snapshot: CompletionSnapshot,
    }),
  },
} as const;

export const learningEvents = defineEvents(definitions);
export type LearningEvent = EventsOf<typeof definitions>;

export const streams = {
  enrolment: (userId: string, trainingId: string, cycle: number) => `learning-enrolment-${userId}-${trainingId}-${cycle}`,
};
export const streamTypes = { enrolment: 'learning.Enrolment' } as const;
