import { describe, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { MAX_ANSWERS_PER_QUESTION, MAX_QUESTION_LENGTH } from '../../../shared/rules';
import { questionDecider, type QuestionCommand, type TrainingResponsibles } from './question';
import type { QuestionEvent } from './question-events';

const { owner, co, root, admin, employee, otherManager } = actors;
const training: TrainingResponsibles = { ownerId: 'owner', coOwnerIds: ['co'], instructorId: 'inst' };
const instructor = { userId: 'inst', role: 'manager' as const };
const auditor = { userId: 'aud', role: 'auditor' as const };

const ask = (over: Partial<Extract<QuestionCommand, { type: 'AskQuestion' }>> = {}): QuestionCommand => ({
  type: 'AskQuestion',
  questionId: 'q1',
  trainingId: 't1',
  companyId: 'c1',
  askedBy: 'e1',
  cycle: 2,
  text: '  Muss ich die Schutzbrille auch im Lager tragen?  ',
  training,
  now,
  ...over,
});
const asked: QuestionEvent = {
  type: 'learning.QuestionAsked',
  data: {
    questionId: 'q1',
    trainingId: 't1',
    companyId: 'c1',
    askedBy: 'e1',
    cycle: 2,
    text: 'Muss ich die Schutzbrille auch im Lager tragen?',
    instructorId: 'inst',
    recipientIds: ['inst', 'owner', 'co'],
    askedAt: at,
  },
};
const answer = (actor: { userId: string; role: 'root' | 'admin' | 'manager' | 'non-managing' | 'auditor' }, over: Partial<Extract<QuestionCommand, { type: 'AnswerQuestion' }>> = {}): QuestionCommand => ({
  type: 'AnswerQuestion',
  answerId: 'a1',
  actor,
  text: 'Ja, überall dort, wo Späne fliegen können.',
  training,
  now,
  ...over,
});
const answered = (answerId: string, answeredBy: string): QuestionEvent => ({
  type: 'learning.QuestionAnswered',
  data: { questionId: 'q1', answerId, trainingId: 't1', askedBy: 'e1', answeredBy, text: 'Ja, überall dort, wo Späne fliegen können.', answeredAt: at },
});

describe('question decider: asking', () => {
  it('records the trimmed question, addressed to the instructor, telling the instructor, the owner and co-owners', () => {
    given(questionDecider).when(ask()).then([asked]);
  });
  it('never tells the asker (an owner asking about their own training)', () => {
    given(questionDecider).when(ask({ askedBy: 'owner' })).then([{ ...asked, data: { ...asked.data, askedBy: 'owner', recipientIds: ['inst', 'co'] } }]);
  });
  it('tells each person once (the owner is the instructor by default)', () => {
    given(questionDecider).when(ask({ training: { ...training, instructorId: 'owner' } })).then([{ ...asked, data: { ...asked.data, instructorId: 'owner', recipientIds: ['owner', 'co'] } }]);
  });
  it('QuestionTextRequired: empty or blank', () => {
    given(questionDecider).when(ask({ text: ' \n\t ' })).thenFails('QuestionTextRequired');
  });
  it('QuestionTextTooLong: more than 2,000 characters after trimming; exactly 2,000 is fine', () => {
    given(questionDecider).when(ask({ text: 'x'.repeat(MAX_QUESTION_LENGTH + 1) })).thenFails('QuestionTextTooLong');
    given(questionDecider).when(ask({ text: ` ${'x'.repeat(MAX_QUESTION_LENGTH)} ` })).then([{ ...asked, data: { ...asked.data, text: 'x'.repeat(MAX_QUESTION_LENGTH) } }]);
  });
  it('QuestionAlreadyAsked: a question id once', () => {
    given(questionDecider, [asked]).when(ask()).thenFails('QuestionAlreadyAsked');
  });
});

describe('question decider: answering', () => {
  it('the instructor answers; the asker is told', () => {
    given(questionDecider, [asked]).when(answer(instructor)).then([answered('a1', 'inst')]);
  });
  it('the owner, a co-owner and root answer too; several answers make a thread', () => {
    given(questionDecider, [asked]).when(answer(owner)).then([answered('a1', 'owner')]);
    given(questionDecider, [asked]).when(answer(root)).then([answered('a1', 'root')]);
    given(questionDecider, [asked, answered('a1', 'inst')]).when(answer(co, { answerId: 'a2' })).then([answered('a2', 'co')]);
  });
  it('NotAllowedToAnswer: admin, another manager, the learner, the auditor (even as instructor)', () => {
    for (const actor of [admin, otherManager, employee]) given(questionDecider, [asked]).when(answer(actor)).thenFails('NotAllowedToAnswer');
    given(questionDecider, [asked]).when(answer(auditor, { training: { ...training, instructorId: 'aud' } })).thenFails('NotAllowedToAnswer');
  });
  it('QuestionNotFound: no such question, or its training was deleted', () => {
    given(questionDecider).when(answer(instructor)).thenFails('QuestionNotFound');
    given(questionDecider, [asked]).when(answer(instructor, { training: null })).thenFails('QuestionNotFound');
  });
  it('AnswerTextRequired and AnswerTextTooLong', () => {
    given(questionDecider, [asked]).when(answer(instructor, { text: '   ' })).thenFails('AnswerTextRequired');
    given(questionDecider, [asked]).when(answer(instructor, { text: 'x'.repeat(MAX_QUESTION_LENGTH + 1) })).thenFails('AnswerTextTooLong');
  });
  it('AnswerLimitReached: at most 20 answers to one question', () => {
    const many = Array.from({ length: MAX_ANSWERS_PER_QUESTION }, (_, i) => answered(`a${i}`, 'inst'));
    given(questionDecider, [asked, ...many]).when(answer(instructor, { answerId: 'neu' })).thenFails('AnswerLimitReached');
  });
  it('the same answer again appends nothing (idempotent)', () => {
    given(questionDecider, [asked, answered('a1', 'inst')]).when(answer(instructor)).thenNothing();
  });
});
