import { describe, expect, it } from 'vitest';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { recordedErasure, rewriteRecorded } from '../../../../../tests/support/erasure';
import { applyEachTwice, useMigratedDb } from '../../../../../tests/support/read-model-db';
import { learningEvents, type CompletionSnapshot, type LearningEvent } from '../../domain/events';
import { learningProjections } from '../projections';
import { birthDate, completionCount, getCompletion, latestEnrolment, learningState, userCompletions } from './queries';
import { identityEvents } from '../../../identity';
import { learningMigrations } from '../migrations';

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
  const store = useMigratedDb(learningMigrations);

  it('given an enrolment with a failed and a passed evaluation, applying every event twice changes nothing', async () => {
    const [p] = learningProjections;
    await applyEachTwice(store.db, p!, events);
    expect(await latestEnrolment(store.db, 'c1', 'u1', 't1')).toMatchObject({ enrolmentId: 'e1', cycle: 1, modulesCompleted: 2, step: 'completed', completionId: 'k1', completedAt: '2026-03-02T09:00:00.000Z' });
    const completion = await getCompletion(store.db, 'c1', 'k1');
    expect(completion).toMatchObject({ userId: 'u1', trainingId: 't1', cycle: 1, percent: 100, contentVersion: 'v1', snapshot });
    expect(await getCompletion(store.db, 'c2', 'k1')).toBeUndefined();
    expect((await userCompletions(store.db, 'c1', 'u1', 1, 10)).total).toBe(1);
    const state = await learningState(store.db, 'c1', ['u1'], ['t1']);
    expect(state.completions.get('u1:t1')?.completionId).toBe('k1');
  });

  it('a blended training: the online completion waits (no completion that counts) until the sign-off; applied twice, the same', async () => {
    const [p] = learningProjections;
    const stream = 'learning-enrolment-u1-t2-1';
    const online = { completionId: 'k2', completedAt: at, percent: 100, correct: 0, total: 0, contentVersion: 'v1', confirmation: 'ok', confirmedBy: 'password' as const, snapshot, practicalPartRequired: true };
    const blended = [
      recorded({ type: 'learning.TrainingStarted', data: { enrolmentId: 'e2', companyId: 'c1', userId: 'u1', trainingId: 't2', cycle: 1, contentVersion: 'v1', startedAt: at } }, stream),
      recorded({ type: 'learning.QuizPassed', data: { percent: 100, correct: 0, total: 0, evaluatedAt: at } }, stream),
      recorded({ type: 'learning.TrainingCompleted', data: online }, stream),
    ];
    await applyEachTwice(store.db, p!, blended);
    expect(await latestEnrolment(store.db, 'c1', 'u1', 't2')).toMatchObject({ step: 'completed', practicalPending: true });
    expect((await learningState(store.db, 'c1', ['u1'], ['t2'])).completions.get('u1:t2')).toBeUndefined();
    expect(await getCompletion(store.db, 'c1', 'k2')).toMatchObject({ countsFrom: null, practical: null });
    expect(await completionCount(store.db, 'c1', 'u1')).toBe(1);
    const practical = { practicalDate: '2026-03-05', place: 'Halle 3', instructorName: 'Jonas Test', instructorUserId: 'o1', note: null, signedOffBy: 'o1', signedOffByName: 'Jonas Test', signedOffAt: '2026-03-06T10:00:00.000Z' };
    await applyEachTwice(store.db, p!, [recorded({ type: 'learning.PracticalPartSignedOff', data: practical }, stream)]);
    expect(await latestEnrolment(store.db, 'c1', 'u1', 't2')).toMatchObject({ practicalPending: false });
    expect((await learningState(store.db, 'c1', ['u1'], ['t2'])).completions.get('u1:t2')).toMatchObject({ completionId: 'k2', countsFrom: '2026-03-06T10:00:00.000Z', practical });
    expect(await completionCount(store.db, 'c1', 'u1')).toBe(2);
  });

  it('keeps the learners’ dates of birth from identity’s events', async () => {
    const birth = learningProjections.find((x) => x.name === 'learning.birth-dates')!;
    const record = eventRecorder(identityEvents, { actorId: 'r1', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date(at) });
    const change = (dateOfBirth: string | null, previousDateOfBirth: string | null) =>
      record({ type: 'identity.UserDateOfBirthChanged', data: { dateOfBirth, previousDateOfBirth, changedAt: at } }, 'user-u1');
    await applyEachTwice(store.db, birth, [change('2009-06-01', null)]);
    expect(await birthDate(store.db, 'c1', 'u1')).toBe('2009-06-01');
    expect(await birthDate(store.db, 'c2', 'u1')).toBeNull();
    await applyEachTwice(store.db, birth, [change(null, '2009-06-01')]);
    expect(await birthDate(store.db, 'c1', 'u1')).toBeNull();
  });

  it('a person pseudonymised without their date of birth keeps a row with none, one pseudonymised with it keeps theirs, as a rebuild from the rewritten log gives (ADR 0033)', async () => {
    const birth = learningProjections.find((x) => x.name === 'learning.birth-dates')!;
    const record = eventRecorder(identityEvents, { actorId: 'r1', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date(at) });
    const change = (userId: string, dateOfBirth: string | null, previousDateOfBirth: string | null) =>
      record({ type: 'identity.UserDateOfBirthChanged', data: { dateOfBirth, previousDateOfBirth, changedAt: at } }, `user-${userId}`);
    const history = [change('p1', '1990-05-05', null), change('p1', '1990-05-06', '1990-05-05'), change('p2', '2009-01-01', null), change('p3', '1985-01-01', null)];
    const rows = async () => (await store.db.query("SELECT * FROM learn_birth_dates WHERE user_id IN ('p1', 'p2', 'p3') ORDER BY user_id")).rows;
    const dropped = { subjectId: 'p1', pseudonym: 'AAAA-0001', dateOfBirthDropped: true };
    const kept = { subjectId: 'p2', pseudonym: 'AAAA-0002', dateOfBirthDropped: false };
    const once = rewriteRecorded(history, dropped, 'erasure-90');
    const twice = rewriteRecorded(once.events, kept, 'erasure-91');
    const erasures = [recordedErasure(dropped, once.rewritten, 90, 'c1'), recordedErasure(kept, twice.rewritten, 91, 'c1')];

    await store.db.transaction((tx) => birth.reset(tx));
    await applyEachTwice(store.db, birth, [...history, ...erasures]);
    const live = await rows();
    expect(live).toEqual([
      { user_id: 'p1', company_id: 'c1', date_of_birth: null },
      { user_id: 'p2', company_id: 'c1', date_of_birth: '2009-01-01' },
      { user_id: 'p3', company_id: 'c1', date_of_birth: '1985-01-01' },
    ]);
    await store.db.transaction((tx) => birth.reset(tx));
    await applyEachTwice(store.db, birth, [...twice.events, ...erasures]);
    expect(await rows()).toEqual(live);
  });

  it('resets to empty for a rebuild', async () => {
    for (const p of learningProjections) await store.db.transaction((tx) => p.reset(tx));
    expect(await latestEnrolment(store.db, 'c1', 'u1', 't1')).toBeUndefined();
    expect(await getCompletion(store.db, 'c1', 'k1')).toBeUndefined();
  });
});
