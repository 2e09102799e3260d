import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { questionPolicy, type InstructorFacts, type Role } from '../../../shared/policy';
import { MAX_ANSWERS_PER_QUESTION, MAX_QUESTION_LENGTH } from '../../../shared/rules';
import type { QuestionEvent } from './question-events';

export type QuestionState =
  | { readonly status: 'none' }
  | {
      readonly status: 'asked';
      readonly questionId: string;
      readonly trainingId: string;
      readonly askedBy: string;
      readonly answerIds: readonly string[];
    };

/** Who is responsible for a training (catalog, looked up by the application): the answerers. */
export interface TrainingResponsibles {
  readonly ownerId: string;
  readonly coOwnerIds: readonly string[];
  readonly instructorId: string;
}

export type QuestionCommand =
  | {
      readonly type: 'AskQuestion';
      readonly questionId: string;
      readonly trainingId: string;
      readonly companyId: string;
      /** The learner; that they may take the training is the player's access rule, checked by the application. */
      readonly askedBy: string;
      readonly cycle: number;
      readonly text: string;
      readonly training: TrainingResponsibles;
      readonly now: Date;
    }
  | {
      readonly type: 'AnswerQuestion';
      readonly answerId: string;
      readonly actor: { readonly userId: string; readonly role: Role };
      readonly text: string;
      /** The question's training as it is now (null: deleted). */
      readonly training: TrainingResponsibles | null;
      readonly now: Date;
    };

export type QuestionError =
  | 'QuestionAlreadyAsked'
  | 'QuestionNotFound'
  | 'NotAllowedToAnswer'
  | 'QuestionTextRequired'
  | 'QuestionTextTooLong'
  | 'AnswerTextRequired'
  | 'AnswerTextTooLong'
  | 'AnswerLimitReached';

/** The text as kept: trimmed, with Windows line ends made plain. */
const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** A question to the training's instructor and its answers (a thread). */
export const questionDecider: Decider<QuestionCommand, QuestionEvent, QuestionState, QuestionError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'learning.QuestionAsked': {
        const d = event.data;
        return { status: 'asked', questionId: d.questionId, trainingId: d.trainingId, askedBy: d.askedBy, answerIds: [] };
      }
      case 'learning.QuestionAnswered':
        return state.status === 'asked' ? { ...state, answerIds: [...state.answerIds, event.data.answerId] } : state;
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<QuestionEvent, QuestionError> {
    switch (command.type) {
      case 'AskQuestion': {
        if (state.status !== 'none') return reject('QuestionAlreadyAsked');
        const text = clean(command.text);
        if (!text) return reject('QuestionTextRequired');
        if (text.length > MAX_QUESTION_LENGTH) return reject('QuestionTextTooLong');
        const t = command.training;
        const recipientIds = [...new Set([t.instructorId, t.ownerId, ...t.coOwnerIds])].filter((id) => id !== command.askedBy);
        return accept({
          type: 'learning.QuestionAsked',
          data: {
            questionId: command.questionId,
            trainingId: command.trainingId,
            companyId: command.companyId,
            askedBy: command.askedBy,
            cycle: command.cycle,
            text,
            instructorId: t.instructorId,
            recipientIds,
            askedAt: command.now.toISOString(),
          },
        });
      }
      case 'AnswerQuestion': {
        if (state.status !== 'asked' || !command.training) return reject('QuestionNotFound');
        const facts: InstructorFacts = { role: command.actor.role, userId: command.actor.userId, ...command.training };
        if (!questionPolicy.answer(facts)) return reject('NotAllowedToAnswer');
        if (state.answerIds.includes(command.answerId)) return accept();
        const text = clean(command.text);
        if (!text) return reject('AnswerTextRequired');
        if (text.length > MAX_QUESTION_LENGTH) return reject('AnswerTextTooLong');
        if (state.answerIds.length >= MAX_ANSWERS_PER_QUESTION) return reject('AnswerLimitReached');
        return accept({
          type: 'learning.QuestionAnswered',
          data: {
            questionId: state.questionId,
            answerId: command.answerId,
            trainingId: state.trainingId,
            askedBy: state.askedBy,
            answeredBy: command.actor.userId,
            text,
            answeredAt: command.now.toISOString(),
          },
        });
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
