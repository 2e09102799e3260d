import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Iso = Schema.String;

/**
 * Questions to the instructor (issue 16, item 5; ADR 0024): one short stream per question, the
 * question and its answers. Its own codec, so the enrolment projection does not read them.
 */
const definitions = {
  /**
   * A learner asked the training's instructor a question during a cycle. `recipientIds` are the
   * people told (the instructor, the owner and co-owners at that moment, never the asker), fixed
   * in the event so a replay never tells anyone new.
   */
  'learning.QuestionAsked': {
    version: 1,
    schema: Schema.Struct({
      questionId: Schema.String,
      trainingId: Schema.String,
      companyId: Schema.String,
      askedBy: Schema.String,
      /** The learner's cycle of the training when asking (1 before the first start). */
      cycle: Schema.Number,
      text: Schema.String,
      /** The responsible instructor the question was addressed to. */
      instructorId: Schema.String,
      recipientIds: Schema.Array(Schema.String),
      askedAt: Iso,
    }),
  },
  /** The instructor, the owner, a co-owner or root answered; the asker is told (`askedBy`, `trainingId` repeated from the question). */
  'learning.QuestionAnswered': {
    version: 1,
    schema: Schema.Struct({
      questionId: Schema.String,
      answerId: Schema.String,
      trainingId: Schema.String,
      askedBy: Schema.String,
      answeredBy: Schema.String,
      text: Schema.String,
      answeredAt: Iso,
    }),
  },
} as const;

export const questionEvents = defineEvents(definitions);
export type QuestionEvent = EventsOf<typeof definitions>;

export const questionStreams = { question: streamName('learning-question') };
export const questionStreamTypes = { question: 'learning.Question' } as const;
