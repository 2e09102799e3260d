import { describe, expect, it } from 'vitest';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { applyEachTwice, useMigratedDb } from '../../../../../tests/support/read-model-db';
import { questionEvents, type QuestionEvent } from '../../domain/question-events';
import { answersOf, cycleQuestions, getQuestion, questionPage } from './queries';
import { questionsProjection } from './projection';
import { learningMigrations } from '../migrations';

const record = eventRecorder(questionEvents, { actorId: 'u1', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: (n) => new Date(Date.UTC(2026, 2, 2, 8, 0, n)) });
const at = (s: number) => new Date(Date.UTC(2026, 2, 2, 8, 0, s)).toISOString();
const asked = (questionId: string, askedBy: string, s: number, cycle = 1): QuestionEvent => ({
  type: 'learning.QuestionAsked',
  data: { questionId, trainingId: 't1', companyId: 'c1', askedBy, cycle, text: `Frage ${questionId}`, instructorId: 'inst', recipientIds: ['inst'], askedAt: at(s) },
});
const answered = (questionId: string, answerId: string, s: number): QuestionEvent => ({
  type: 'learning.QuestionAnswered',
  data: { questionId, answerId, trainingId: 't1', askedBy: 'u1', answeredBy: 'inst', text: `Antwort ${answerId}`, answeredAt: at(s) },
});

describe('questions projection (learning.questions)', () => {
  const store = useMigratedDb(learningMigrations);

  it('given questions and answers, applying every event twice keeps each once; pages all, open, answered and one learner\'s', async () => {
    const events = [
      record(asked('q1', 'u1', 1), 'learning-question-q1'),
      record(asked('q2', 'u2', 2), 'learning-question-q2'),
      record(asked('q3', 'u1', 3, 2), 'learning-question-q3'),
      record(answered('q1', 'a1', 4), 'learning-question-q1'),
      record(answered('q1', 'a2', 5), 'learning-question-q1'),
    ];
    await applyEachTwice(store.db, questionsProjection, events);
    expect(await getQuestion(store.db, 'c1', 'q1')).toMatchObject({ answerCount: 2, askedBy: 'u1', cycle: 1, text: 'Frage q1' });
    expect(await getQuestion(store.db, 'c2', 'q1')).toBeUndefined();
    const all = await questionPage(store.db, { companyId: 'c1', trainingId: 't1', askedBy: null, status: 'all', offset: 0, limit: 2 });
    expect(all.rows.map((r) => r.questionId)).toEqual(['q3', 'q2']);
    expect({ total: all.total, open: all.open, answered: all.answered }).toEqual({ total: 3, open: 2, answered: 1 });
    expect((await questionPage(store.db, { companyId: 'c1', trainingId: 't1', askedBy: null, status: 'open', offset: 0, limit: 10 })).rows.map((r) => r.questionId)).toEqual(['q3', 'q2']);
    expect((await questionPage(store.db, { companyId: 'c1', trainingId: 't1', askedBy: null, status: 'answered', offset: 0, limit: 10 })).rows.map((r) => r.questionId)).toEqual(['q1']);
    const own = await questionPage(store.db, { companyId: 'c1', trainingId: 't1', askedBy: 'u1', status: 'all', offset: 0, limit: 10 });
    expect({ ids: own.rows.map((r) => r.questionId), open: own.open, answered: own.answered }).toEqual({ ids: ['q3', 'q1'], open: 1, answered: 1 });
    expect([...(await answersOf(store.db, ['q1', 'q2'])).entries()].map(([q, list]) => [q, list.map((a) => a.answerId)])).toEqual([['q1', ['a1', 'a2']]]);
    const cycle1 = await cycleQuestions(store.db, { companyId: 'c1', userId: 'u1', trainingId: 't1', cycle: 1, limit: 10 });
    expect({ ids: cycle1.rows.map((r) => r.questionId), total: cycle1.total }).toEqual({ ids: ['q1'], total: 1 });
  });
});
