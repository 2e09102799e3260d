import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../../platform/db';
import { eventRecorder } from '../../../../tests/support/recorded';
import { learningEvents, type CompletionSnapshot, type LearningEvent } from '../domain/events';
import { learningProjections } from './projections';
import { getCompletion, latestEnrolment, learningState, userCompletions } from './queries';
import { learningMigrations } from './schema';

const STREAM = 'learning-enrolment-u1-t1-1';
const record = eventRecorder(learningEvents, {
  actorId: 'u1',
  tenantId: 'c1',
  streamVersion: 'position',
  recordedAt: (n) => new Date(`2026-03-02T08:00:${String(n).padStart(2, '0')}Z`),
});
const recorded = (e: LearningEvent, streamId = STREAM) => record(e, streamId);

const snapshot: CompletionSnapshot = { companyName: 'Muster Bau GmbH', employeeName: 'Aylin Test', employeeEmail: 'a@x.de', trainingTitle: { de: 'Brandschutz' }, ownerId: 'o1', ownerName: 'Jonas Test', modules: [] };
const at = '2026-03-02T08:00:00.000Z';
const events = [
  recorded({ type: 'learning.TrainingStarted', data: { enrolmentId: 'e1', companyId: 'c1', userId: 'u1', trainingId: 't1', cycle: 1, contentVersion: 'v1', startedAt: at } }),
  recorded({ type: 'learning.ModuleCompleted', data: { moduleId: 'm1', completedAt: at } }),
  recorded({ type: 'learning.QuizAnswered', data: { moduleId: 'm2', answers: [[0]], results: [false], answeredAt: at } }),
  recorded({ type: 'learning.ModuleCompleted', data: { moduleId: 'm2', completedAt: at } }),
  recorded({ type: 'learning.QuizFailed', data: { percent: 0, correct: 0, total: 1, evaluatedAt: at } }),
  recorded({ type: 'learning.ModuleCompleted', data: { moduleId: 'm1', completedAt: at } }),
  recorded({ type: 'learning.ModuleCompleted', data: { moduleId: 'm2', completedAt: at } }),
  recorded({ type: 'learning.QuizPassed', data: { percent: 100, correct: 1, total: 1, evaluatedAt: at } }),
  recorded({
    type: 'learning.TrainingCompleted',
    data: { completionId: 'k1', completedAt: '2026-03-02T09:00:00.000Z', percent: 100, correct: 1, total: 1, contentVersion: 'v1', confirmation: 'Ich habe die Unterweisung verstanden', confirmedBy: 'password', snapshot },
  }),
];

describe('learning projection', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, learningMigrations);
  });
  afterAll(() => db?.close());

  it('given an enrolment with a failed and a passed evaluation, applying every event twice changes nothing', async () => {
    const [p] = learningProjections;
    for (const e of events) {
      await db.transaction(async (tx) => {
        await p!.apply([e], tx);
        await p!.apply([e], tx);
      });
    }
    expect(await latestEnrolment(db, 'c1', 'u1', 't1')).toMatchObject({ enrolmentId: 'e1', cycle: 1, modulesCompleted: 2, step: 'completed', completionId: 'k1', completedAt: '2026-03-02T09:00:00.000Z' });
    const completion = await getCompletion(db, 'c1', 'k1');
    expect(completion).toMatchObject({ userId: 'u1', trainingId: 't1', cycle: 1, percent: 100, contentVersion: 'v1', snapshot });
    expect(await getCompletion(db, 'c2', 'k1')).toBeUndefined();
    expect((await userCompletions(db, 'c1', 'u1', 1, 10)).total).toBe(1);
    const state = await learningState(db, 'c1', ['u1'], ['t1']);
    expect(state.completions.get('u1:t1')?.completionId).toBe('k1');
  });

  it('resets to empty for a rebuild', async () => {
    for (const p of learningProjections) await db.transaction((tx) => p.reset(tx));
    expect(await latestEnrolment(db, 'c1', 'u1', 't1')).toBeUndefined();
    expect(await getCompletion(db, 'c1', 'k1')).toBeUndefined();
  });
});
