import { beforeAll, describe, expect, it } from 'vitest';
import { useApiWorld } from '../support/world';
import { dbTargets } from '../support/db';
import { fixedClock } from '../../src/platform/clock';

/**
 * Issue 13, item 8: the solutions of a quiz (which answers are correct, the explanations, even
 * whether an answer was right) reach a learner only once the cycle's evaluation was passed. The
 * training has the quiz first and a text module after it, so the quiz is locked a while before the
 * evaluation. Editors see the solutions in the builder throughout.
 */

interface QuizResult {
  correct: boolean;
  correctAnswers: number[];
  explanations: (string | null)[];
}
interface Progress {
  cycle: number;
  step: string;
  progress: { modules: Record<string, { completed: boolean; answers?: number[][]; results?: QuizResult[] }> };
  evaluation: { passed: boolean; percent: number; correct: number; total: number } | null;
}
type Err = { message: string; code: string };

const START = '2026-03-02T08:00:00.000Z';
const EXPLAIN_112 = 'Die 112 erreicht Feuerwehr und Rettungsdienst.';
const EXPLAIN_WATER = 'Wasser löscht feste Stoffe (A) und Glut.';
const EXPLAIN_WRONG = 'Fettbrände (F) nie mit Wasser löschen.';
const RIGHT = [[1], [0, 2]];
const WRONG = [[0], [1]];

/** No trace of a solution in a response: neither results nor correct answers nor explanations. */
function expectNoSolutions(body: unknown): void {
  const json = JSON.stringify(body);
  expect(json).not.toContain('"results"');
  expect(json).not.toContain('correctAnswers');
  expect(json).not.toContain('"isCorrect":true');
  expect(json).not.toContain('explanation');
  for (const text of [EXPLAIN_112, EXPLAIN_WATER, EXPLAIN_WRONG]) expect(json).not.toContain(text);
}

describe.each(dbTargets())('quiz solutions on %s', (target) => {
  const clock = fixedClock(START);
  const w = useApiWorld(target, { app: { clock }, users: { owner: ['manager', 'Olga'], otherManager: ['manager', 'Moritz'], emp: ['non-managing', 'Emil'] } });
  let trainingId: string;
  let quizId: string;
  let textId: string;

  const progress = () => w.api<Progress>('GET', `/api/trainings/${trainingId}/progress`, { token: w.emp.token });
  const patch = (body: unknown) => w.api<Progress & Err>('PATCH', `/api/trainings/${trainingId}/progress`, { token: w.emp.token, body });
  const answer = (answers: number[][]) => patch({ moduleId: quizId, answers });
  const readText = () => patch({ moduleId: textId, completed: true });

  beforeAll(async () => {
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', {
      token: w.owner.token,
      body: { title: { de: 'Notruf und Löschen' }, description: 'Kurz', status: 'published', requiresRecertification: true, recertificationPeriod: '1_year' },
    });
    trainingId = tr.body.id;
    const add = async (type: string, title: string, content: unknown, orderIndex: number) => {
      const res = await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.owner.token, body: { trainingId, type, title, orderIndex, content } });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    quizId = await add('quiz', 'Kontrolle', {
      questions: [
        { question: 'Notruf?', answers: [{ text: '110', isCorrect: false }, { text: '112', isCorrect: true, explanation: EXPLAIN_112 }] },
        {
          question: 'Was löscht Wasser?',
          answers: [
            { text: 'Holz (A)', isCorrect: true, explanation: EXPLAIN_WATER },
            { text: 'Fett (F)', isCorrect: false, explanation: EXPLAIN_WRONG },
            { text: 'Glut', isCorrect: true },
          ],
        },
      ],
    }, 0);
    textId = await add('text', 'Merkblatt', { text: 'Fluchtwege freihalten.' }, 1);
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.owner.token, body: { name: 'Halle 3' } });
    expect((await w.api('POST', `/api/user-groups/${g.body.id}/members`, { token: w.owner.token, body: { userId: w.emp.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${g.body.id}/trainings`, { token: w.owner.token, body: { trainingId, weeks: 2 } })).status).toBe(201);
  }, 120_000);

  it('the owner sees the correct answers and explanations in the builder; a learner and a manager who may not edit do not', async () => {
    for (const path of [`/api/trainings/${trainingId}`, `/api/trainings/${trainingId}/modules`]) {
      const forOwner = await w.api('GET', path, { token: w.owner.token });
      expect(forOwner.status).toBe(200);
      const json = JSON.stringify(forOwner.body);
      expect(json).toContain('"isCorrect":true');
      expect(json).toContain(EXPLAIN_112);
      expect(json).toContain(EXPLAIN_WRONG);
      for (const reader of [w.emp, w.otherManager]) {
        const res = await w.api('GET', path, { token: reader.token });
        expect(res.status).toBe(200);
        expectNoSolutions(res.body);
      }
    }
  });

  it('before passing: the start, the progress and the answer of a locked quiz carry no solutions', async () => {
    const start = await w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token: w.emp.token });
    expect(start.status).toBe(200);
    expectNoSolutions(start.body);
    expectNoSolutions((await progress()).body);

    const answered = await answer(WRONG);
    expect(answered.status).toBe(200);
    expect(answered.body.step).toBe('modules');
    // the quiz is locked with the learner's own answers, nothing about right or wrong
    expect(answered.body.progress.modules[quizId]).toMatchObject({ completed: true, answers: WRONG });
    expectNoSolutions(answered.body);
    const later = await progress();
    expect(later.body.progress.modules[quizId]!.answers).toEqual(WRONG);
    expectNoSolutions(later.body);
    expectNoSolutions((await w.api('GET', `/api/trainings/${trainingId}/modules`, { token: w.emp.token })).body);
    // answering again is refused, and the refusal gives nothing away either
    const again = await answer(RIGHT);
    expect(again.status).toBe(409);
    expectNoSolutions(again.body);
  });

  it('a failed attempt shows the score, not the solutions', async () => {
    const failed = await readText();
    expect(failed.status).toBe(200);
    expect(failed.body.step).toBe('failed');
    expect(failed.body.evaluation).toMatchObject({ passed: false, percent: 0, correct: 0, total: 2 });
    expectNoSolutions(failed.body);
    const shown = await progress();
    expect(shown.body.step).toBe('failed');
    expect(shown.body.evaluation).toMatchObject({ passed: false, percent: 0 });
    expectNoSolutions(shown.body);
  });

  it('the second attempt: still nothing while locked, then after passing the results with correct answers and explanations', async () => {
    const answered = await answer(RIGHT);
    expect(answered.status).toBe(200);
    expect(answered.body.step).toBe('modules');
    expectNoSolutions(answered.body);
    expectNoSolutions((await progress()).body);

    const passed = await readText();
    expect(passed.body.step).toBe('passed');
    expect(passed.body.evaluation).toMatchObject({ passed: true, percent: 100, correct: 2, total: 2 });
    const solutions: QuizResult[] = [
      { correct: true, correctAnswers: [1], explanations: [null, EXPLAIN_112] },
      { correct: true, correctAnswers: [0, 2], explanations: [EXPLAIN_WATER, EXPLAIN_WRONG, null] },
    ];
    expect(passed.body.progress.modules[quizId]).toMatchObject({ answers: RIGHT, results: solutions });
    expect((await progress()).body.progress.modules[quizId]!.results).toEqual(solutions);

    const done = await w.api<{ progress: Progress }>('POST', `/api/trainings/${trainingId}/complete`, { token: w.emp.token, body: { password: w.emp.password } });
    expect(done.status).toBe(200);
    expect(done.body.progress.step).toBe('completed');
    expect(done.body.progress.progress.modules[quizId]!.results).toEqual(solutions);
    expect((await progress()).body.progress.modules[quizId]!.results).toEqual(solutions);
    // the catalog's view of the training stays without solutions for the learner
    expectNoSolutions((await w.api('GET', `/api/trainings/${trainingId}`, { token: w.emp.token })).body);
  });

  it('a new cycle (recertification) hides the solutions again until it is passed', async () => {
    clock.set('2027-01-15T08:00:00.000Z'); // within two months of the due date
    const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: w.emp.email, password: w.emp.password } });
    expect(login.status).toBe(200);
    w.emp.token = login.body.token;
    const renewed = await w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token: w.emp.token });
    expect(renewed.body).toMatchObject({ cycle: 2, step: 'modules' });
    expectNoSolutions(renewed.body);
    const answered = await answer(RIGHT);
    expect(answered.status).toBe(200);
    expectNoSolutions(answered.body);
    const passed = await readText();
    expect(passed.body).toMatchObject({ cycle: 2, step: 'passed' });
    expect(passed.body.progress.modules[quizId]!.results).toHaveLength(2);
  });
});
