import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCompany } from '../support/company';
import { useApiWorld } from '../support/world';
import { pdfText } from '../support/pdf';
import { dbTargets } from '../support/db';
import { eventsAppendedBy, expectNoEventsAppendedBy } from '../support/appended';
import { fixedClock } from '../../src/platform/clock';

interface ModuleProgress {
  completed: boolean;
  watchTime: number;
  watchedSeconds: number;
  furthest: number;
  results?: { correct: boolean; correctAnswers: number[] }[];
}
interface Progress {
  enrolmentId: string | null;
  cycle: number;
  status: string;
  step: string;
  modules: { id: string; type: string; content: Record<string, unknown> }[];
  progress: { modules: Record<string, ModuleProgress> };
  currentModuleId: string | null;
  evaluation: { passed: boolean; percent: number; correct: number; total: number } | null;
  completion: { id: string; completedAt: string; evidenceUrl: string } | null;
  previousCompletion: { id: string; dueDate: string | null } | null;
}
interface MyTrainings {
  trainings: { id: string; status: string; action: string; progressPercent: number; completionId: string | null; dueDate: string | null; dueDisplay: unknown; groups: unknown[]; deadlineOverdue: boolean }[];
  totalCount: number;
  counts: { all: number; open: number; completed: number };
  tags: unknown[];
}
type Err = { message: string; code: string };

const START = '2026-03-02T08:00:00.000Z';
const sec = (n: number) => n * 1000;

describe.each(dbTargets())('learning API on %s', (target) => {
  const clock = fixedClock(START);
  const w = useApiWorld(target, { app: { clock, config: { sessionIdleHours: 24 * 60 } }, users: { manager: ['manager', 'Jonas'], emp: ['non-managing', 'Aylin'], outsider: ['non-managing', 'Otto'] } });
  let trainingId: string;
  let groupId: string;
  let videoId: string;
  let textId: string;
  let quizId: string;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'learning-'));

  /** The learner's commands, with the events they appended (given/when/then against the log). */
  const byEmp = <T>(call: () => Promise<T>) => eventsAppendedBy(w.t, w.emp.id, call);
  const nothingByEmp = <T extends { status: number }>(call: () => Promise<T>) => expectNoEventsAppendedBy(w.t, w.emp.id, call);
  const enrolment = () => `learning-enrolment-${w.emp.id}-${trainingId}-1`;
  const progress = (token = w.emp.token) => w.api<Progress>('GET', `/api/trainings/${trainingId}/progress`, { token });
  const patch = (body: unknown, token = w.emp.token) => w.api<Progress & Err>('PATCH', `/api/trainings/${trainingId}/progress`, { token, body });
  /** Watches a range of the video as a real player would: the clock moves as long as the range. */
  const watch = async (from: number, to: number) => {
    clock.advance(sec(to - from));
    return patch({ moduleId: videoId, intervals: [[from, to]], position: to });
  };
  /** Moves the clock; sessions last 30 days, so the users sign in again afterwards. */
  const travel = async (iso: string) => {
    clock.set(iso);
    for (const u of [w.emp, w.manager, w.acme.root]) {
      const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(login.status).toBe(200);
      u.token = login.body.token;
    }
  };
  const takeAll = async (answers: number[][]) => {
    clock.advance(sec(1));
    expect((await watch(0, 10)).status).toBe(200);
    const v = await watch(10, 19);
    expect(v.body.progress.modules[videoId]!.completed).toBe(true);
    expect((await patch({ moduleId: textId, completed: true })).status).toBe(200);
    return patch({ moduleId: quizId, answers });
  };

  beforeAll(async () => {
    // deadlines pass with the clock days ahead while the sessions stay: no idle timeout (issue 14 added it)
    const file = path.join(dir, 'clip.mp4');
    execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=20:size=96x64:rate=5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
    const up = await w.api<{ videoUrl: string }>('POST', '/api/video-projects/upload', { token: w.manager.token, body: { title: 'Clip', video: `data:video/mp4;base64,${readFileSync(file).toString('base64')}` } });
    expect(up.status).toBe(201);
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', {
      token: w.manager.token,
      body: { title: { de: 'Brandschutzunterweisung', en: 'Fire safety' }, description: 'Jährlich', status: 'published', requiresRecertification: true, recertificationPeriod: '1_year' },
    });
    trainingId = tr.body.id;
    const add = async (type: string, title: string, content: unknown, orderIndex: number) =>
      (await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId, type, title, orderIndex, content } })).body.id;
    videoId = await add('video', 'Film', { videoUrl: up.body.videoUrl }, 0);
    textId = await add('text', 'Merkblatt', { text: 'Fluchtwege freihalten.' }, 1);
    quizId = await add('quiz', 'Kontrolle', {
      questions: [
        { question: 'Notruf?', answers: [{ text: '110', isCorrect: false }, { text: '112', isCorrect: true, explanation: 'Feuerwehr' }] },
        { question: 'Brandklassen für Wasser?', answers: [{ text: 'A', isCorrect: true }, { text: 'F', isCorrect: false }, { text: 'Glut', isCorrect: true }] },
      ],
    }, 2);
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Nord' } });
    groupId = g.body.id;
    await w.api('POST', `/api/user-groups/${groupId}/members`, { token: w.manager.token, body: { userId: w.emp.id } });
    expect((await w.api('POST', `/api/user-groups/${groupId}/trainings`, { token: w.manager.token, body: { trainingId, weeks: 2 } })).status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('never gives a learner the correct answers before answering; the owner sees them', async () => {
    const forLearner = await w.api<{ modules: { type: string; content: unknown }[] }>('GET', `/api/trainings/${trainingId}`, { token: w.emp.token });
    expect(JSON.stringify(forLearner.body.modules)).not.toContain('"isCorrect":true');
    expect(JSON.stringify(forLearner.body.modules)).not.toContain('Feuerwehr');
    const modules = await w.api<unknown[]>('GET', `/api/trainings/${trainingId}/modules`, { token: w.emp.token });
    expect(JSON.stringify(modules.body)).not.toContain('"isCorrect":true');
    const forOwner = await w.api<{ modules: unknown[] }>('GET', `/api/trainings/${trainingId}`, { token: w.manager.token });
    expect(JSON.stringify(forOwner.body.modules)).toContain('"isCorrect":true');
  });

  it('refuses progress before the start, and trainings the user may not see', async () => {
    expect((await progress()).body).toMatchObject({ step: 'not_started', enrolmentId: null, status: 'assigned' });
    const early = await patch({ moduleId: textId, completed: true });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('not_started');
    const foreign = await w.api<Err>('POST', `/api/trainings/${trainingId}/start`, { token: w.outsider.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Training nicht gefunden');
    const other = await createCompany(w.t);
    expect((await w.api('POST', `/api/trainings/${trainingId}/start`, { token: other.root.token })).status).toBe(404);
    expect((await w.api('POST', '/api/trainings/not-a-training/start', { token: w.emp.token })).status).toBe(404);
  });

  it('starts once (idempotent) and serves the modules without correct answers', async () => {
    const started = await byEmp(() => w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token: w.emp.token }));
    const first = started.answer;
    expect(first.status).toBe(200);
    expect(started.events).toEqual([
      { type: 'learning.TrainingStarted', streamId: enrolment(), data: expect.objectContaining({ enrolmentId: first.body.enrolmentId, companyId: w.acme.id, userId: w.emp.id, trainingId, cycle: 1 }) },
    ]);
    expect(first.body).toMatchObject({ cycle: 1, step: 'modules', status: 'in_progress', currentModuleId: videoId });
    const again = await nothingByEmp(() => w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token: w.emp.token }));
    expect(again.body.enrolmentId).toBe(first.body.enrolmentId);
    expect(first.body.modules.map((m) => m.type)).toEqual(['video', 'text', 'quiz']);
    const quiz = first.body.modules[2]!.content as { questions: { answers: unknown[]; multiple: boolean }[] };
    expect(quiz.questions[0]).toEqual({ question: 'Notruf?', answers: [{ text: '110' }, { text: '112' }], multiple: false });
    expect(quiz.questions[1]!.multiple).toBe(true);
    expect((first.body.modules[0]!.content as { duration: number }).duration).toBeGreaterThan(19);
  });

  it('enforces the order of modules', async () => {
    const res = await patch({ moduleId: textId, completed: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Bitte schließen Sie zuerst die vorherigen Module ab.');
    expect((await patch({ moduleId: quizId, answers: [[1], [0, 2]] })).status).toBe(409);
  });

  it('refuses progress a client cannot have, and changes nothing', async () => {
    clock.advance(sec(5));
    const tooFast = await nothingByEmp(() => patch({ moduleId: videoId, intervals: [[0, 15]], position: 15 }));
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.code).toBe('implausible_progress');
    const beyond = await patch({ moduleId: videoId, intervals: [[0, 40]], position: 40 }, w.emp.token);
    expect(beyond.status).toBe(400);
    const english = await w.api<Err>('PATCH', `/api/trainings/${trainingId}/progress`, { token: w.emp.token, lang: 'en', body: { moduleId: videoId, intervals: [[0, 15]], position: 15 } });
    expect(english.body.message).toContain('more seconds were reported than have passed');
    const claim = await nothingByEmp(() => patch({ moduleId: videoId, completed: true, watchTime: 19 }));
    expect(claim.status).toBe(400);
    expect(claim.body.code).toBe('video_not_watched');
    const p = await progress();
    expect(p.body.progress.modules[videoId]).toMatchObject({ watchedSeconds: 0, completed: false });
  });

  it('counts distinct seconds: watching again does not count twice; no seeking ahead of the watched part', async () => {
    const watched = await byEmp(() => patch({ moduleId: videoId, intervals: [[0, 5]], position: 5 }));
    expect(watched.answer.body.progress.modules[videoId]!.watchedSeconds).toBe(5);
    expect(watched.events).toEqual([
      { type: 'learning.ModuleProgressRecorded', streamId: enrolment(), data: expect.objectContaining({ moduleId: videoId, intervals: [[0, 5]], position: 5, watchedSeconds: 5 }) },
    ]);
    clock.advance(sec(5));
    const again = await patch({ moduleId: videoId, intervals: [[0, 5]], position: 5 });
    expect(again.body.progress.modules[videoId]).toMatchObject({ watchedSeconds: 5, furthest: 5, watchTime: 5 });
    clock.advance(sec(10));
    const ahead = await nothingByEmp(() => patch({ moduleId: videoId, intervals: [[12, 18]], position: 18 }));
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toContain('Vorspulen');
  });

  it('completes the video at 90 percent, then a failed quiz resets the cycle', async () => {
    clock.advance(sec(12));
    const watched = await patch({ moduleId: videoId, intervals: [[5, 17]], position: 17 });
    expect(watched.body.progress.modules[videoId]).toMatchObject({ watchedSeconds: 17, completed: false });
    clock.advance(sec(1));
    const { answer: done, events: videoDone } = await byEmp(() => patch({ moduleId: videoId, intervals: [[17, 18]], position: 18 }));
    expect(done.body.progress.modules[videoId]!.completed).toBe(true);
    expect(videoDone).toEqual([
      { type: 'learning.ModuleProgressRecorded', streamId: enrolment(), data: expect.objectContaining({ moduleId: videoId, intervals: [[17, 18]], position: 18 }) },
      { type: 'learning.ModuleCompleted', streamId: enrolment(), data: expect.objectContaining({ moduleId: videoId }) },
    ]);
    const text = await byEmp(() => patch({ moduleId: textId, completed: true }));
    expect(text.answer.body.currentModuleId).toBe(quizId);
    expect(text.events).toEqual([{ type: 'learning.ModuleCompleted', streamId: enrolment(), data: expect.objectContaining({ moduleId: textId }) }]);
    const incomplete = await nothingByEmp(() => patch({ moduleId: quizId, answers: [[1]] }));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('Bitte beantworten Sie alle Fragen.');
    // one of two right (50 %) fails
    const { answer: failed, events: quizFailed } = await byEmp(() => patch({ moduleId: quizId, answers: [[1], [0]] }));
    expect(failed.status).toBe(200);
    expect(quizFailed).toEqual([
      { type: 'learning.QuizAnswered', streamId: enrolment(), data: expect.objectContaining({ moduleId: quizId, answers: [[1], [0]], results: [true, false] }) },
      { type: 'learning.ModuleCompleted', streamId: enrolment(), data: expect.objectContaining({ moduleId: quizId }) },
      { type: 'learning.QuizFailed', streamId: enrolment(), data: expect.objectContaining({ percent: 50, correct: 1, total: 2 }) },
    ]);
    expect(failed.body.step).toBe('failed');
    expect(failed.body.evaluation).toMatchObject({ passed: false, percent: 50, correct: 1, total: 2 });
    expect(Object.values(failed.body.progress.modules).every((m) => !m.completed && m.watchedSeconds === 0)).toBe(true);
    expect(failed.body.currentModuleId).toBe(videoId);
  });

  it('passes on the second attempt; completion needs the password and records the evidence', async () => {
    const passed = await takeAll([[1], [2, 0]]);
    expect(passed.body.step).toBe('passed');
    expect(passed.body.evaluation).toMatchObject({ passed: true, percent: 100 });
    expect(passed.body.progress.modules[quizId]!.results).toEqual([
      { correct: true, correctAnswers: [1], explanations: [null, 'Feuerwehr'] },
      { correct: true, correctAnswers: [0, 2], explanations: [null, null, null] },
    ]);
    expect((await patch({ moduleId: quizId, answers: [[1], [0, 2]] })).status).toBe(409);

    const wrong = await nothingByEmp(() => w.api<Err>('POST', `/api/trainings/${trainingId}/complete`, { token: w.emp.token, body: { password: 'falsch' } }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_password');
    expect((await progress()).body.step).toBe('passed');
    const missing = await w.api<Err>('POST', `/api/trainings/${trainingId}/complete`, { token: w.emp.token, body: {} });
    expect(missing.status).toBe(400);

    const completed = await byEmp(() =>
      w.api<{ completion: { id: string; evidenceUrl: string }; progress: Progress }>('POST', `/api/trainings/${trainingId}/complete`, { token: w.emp.token, body: { password: w.emp.password } }),
    );
    const ok = completed.answer;
    expect(ok.status).toBe(200);
    expect(completed.events).toEqual([
      { type: 'learning.TrainingCompleted', streamId: enrolment(), data: expect.objectContaining({ completionId: ok.body.completion.id, percent: 100, correct: 2, total: 2, confirmedBy: 'password' }) },
    ]);
    expect(ok.body.progress.step).toBe('completed');
    expect(ok.body.completion.evidenceUrl).toBe(`/api/completions/${ok.body.completion.id}/evidence.pdf`);
    expect((await nothingByEmp(() => w.api('POST', `/api/trainings/${trainingId}/complete`, { token: w.emp.token, body: { password: w.emp.password } }))).status).toBe(409);
    expect((await patch({ moduleId: textId, completed: true })).status).toBe(409);

    const mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]).toMatchObject({ id: trainingId, status: 'completed', action: 'view', progressPercent: 100, completionId: ok.body.completion.id });
    expect(mine.body.counts).toEqual({ all: 1, open: 0, completed: 1 });
    const completions = await w.api<{ completions: { id: string; percent: number; status: string; cycle: number }[]; totalCount: number }>('GET', '/api/user/completions', { token: w.emp.token });
    expect(completions.body.totalCount).toBe(1);
    expect(completions.body.completions[0]).toMatchObject({ id: ok.body.completion.id, percent: 100, status: 'completed', cycle: 1 });
  });

  it('lets the employee and the managers of their groups download the evidence PDF; nobody else', async () => {
    const { body } = await w.api<{ completions: { id: string }[] }>('GET', '/api/user/completions', { token: w.emp.token });
    const url = `${w.t.baseUrl}/api/completions/${body.completions[0]!.id}/evidence.pdf?lang=de`;
    const get = (token: string) => fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    expect((await get(w.outsider.token)).status).toBe(404);
    expect((await get((await createCompany(w.t)).root.token)).status).toBe(404);
    expect((await get(w.manager.token)).status).toBe(200);
    expect((await get(w.acme.root.token)).status).toBe(200);
    const res = await get(w.emp.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await res.arrayBuffer());
    for (const s of ['Unterweisungsnachweis', 'Aylin Test', 'Brandschutzunterweisung', 'Jonas Test', 'E-Learning', '02.03.2026', 'Ich habe die Unterweisung verstanden']) expect(text).toContain(s);
    expect(text).toMatch(/100 % \(2 von 2 Fragen richtig\)/);
    // the head of the company's audit chain at rendering time, and how to check it
    expect(text).toMatch(/Prüfkette: [0-9a-f]{16} \(Nr\. \d+, Stand \d\d\.\d\d\.\d{4}, \d\d:\d\d\)/);
    expect(text).toContain('Prüfbar mit der Kette');
    expect(text).not.toContain('unveränderlich');
  });

  it("shows another user's learning to their group's manager only", async () => {
    expect((await w.api<MyTrainings>('GET', `/api/user-assignments/${w.emp.id}`, { token: w.manager.token })).body.trainings[0]!.status).toBe('completed');
    expect((await w.api('GET', `/api/user-completions/${w.emp.id}`, { token: w.manager.token })).status).toBe(200);
    expect((await w.api('GET', `/api/user-assignments/${w.emp.id}`, { token: w.outsider.token })).status).toBe(404);
    expect((await w.api('GET', `/api/user-completions/${w.emp.id}`, { token: w.outsider.token })).status).toBe(404);
    expect((await w.api('GET', `/api/user-assignments/${w.emp.id}`, { token: (await createCompany(w.t)).root.token })).status).toBe(404);
  });

  it('dashboard stats: company figures, team figures, personal achievements', async () => {
    const root = await w.api<Record<string, unknown>>('GET', '/api/dashboard/stats', { token: w.acme.root.token });
    expect(root.body).toMatchObject({ activeTrainings: 1, completedTrainings: 1, complianceRate: 100 });
    expect(root.body.totalUsers).toBeGreaterThanOrEqual(4);
    const team = await w.api<Record<string, unknown>>('GET', '/api/dashboard/stats', { token: w.manager.token });
    expect(team.body).toMatchObject({ myGroupsCount: 1, myGroupMembers: 1, assignedTrainings: 1, teamCompletionRate: 100, complianceRate: 0 });
    const mine = await w.api<{ personal: unknown; achievements: { key: string; achieved: boolean }[]; myGroups: { name: string }[] }>('GET', '/api/dashboard/stats', { token: w.emp.token });
    expect(mine.body.personal).toEqual({ assigned: 1, open: 0, completed: 1, overdue: 0, completionRate: 100 });
    expect(mine.body.achievements).toEqual([
      { key: 'first_completed', achieved: true },
      { key: 'five_completed', achieved: false },
      { key: 'halfway', achieved: true },
      { key: 'all_completed', achieved: true },
    ]);
    expect(mine.body.myGroups.map((g) => g.name)).toEqual(['Werk Nord']);
    const report = await w.api<{ members: { trainings: { status: string; completedAt: string | null }[] }[] }>('GET', `/api/user-groups/${groupId}/progress`, { token: w.manager.token });
    expect(report.body.members[0]!.trainings[0]).toMatchObject({ status: 'completed' });
  });

  it('recertification: the window opens two months before due; a new cycle keeps the old completion valid', async () => {
    const listed = await w.api<{ completions: { id: string; completedAt: string }[] }>('GET', '/api/user/completions', { token: w.emp.token });
    expect(listed.body).toMatchObject({ totalCount: 1 });
    const firstCompletion = listed.body.completions[0]!;
    const due = new Date(firstCompletion.completedAt);
    due.setUTCFullYear(due.getUTCFullYear() + 1);
    const windowOpens = new Date(due);
    windowOpens.setUTCMonth(windowOpens.getUTCMonth() - 2);
    await travel(new Date(windowOpens.getTime() - 60_000).toISOString());
    let mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]).toMatchObject({ status: 'completed', action: 'view' });
    // before the window a start does not open a new cycle
    expect((await w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token: w.emp.token })).body).toMatchObject({ cycle: 1, step: 'completed' });
    await travel(windowOpens.toISOString());
    mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]).toMatchObject({ status: 'recertification_required', action: 'recertify', dueDate: due.toISOString() });
    expect(mine.body.trainings[0]!.dueDisplay).toEqual({ kind: 'date', date: due.toISOString() });
    const renewed = await w.api<Progress>('POST', `/api/trainings/${trainingId}/start`, { token: w.emp.token });
    expect(renewed.body).toMatchObject({ cycle: 2, step: 'modules', status: 'recertification_required' });
    expect(renewed.body.previousCompletion).toMatchObject({ id: firstCompletion.id, dueDate: due.toISOString() });
    mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]).toMatchObject({ status: 'recertification_required', action: 'continue', completionId: firstCompletion.id });
    // still valid for compliance until the due date, expired after it
    expect((await w.api<{ complianceRate: number }>('GET', '/api/dashboard/stats', { token: w.acme.root.token })).body.complianceRate).toBe(100);
    await travel(new Date(due.getTime() - 10 * 86_400_000).toISOString());
    mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]!.dueDisplay).toEqual({ kind: 'days', days: 10 });
    await travel(new Date(due.getTime() + 1).toISOString());
    mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]).toMatchObject({ status: 'expired', dueDisplay: { kind: 'overdue' } });
    expect((await w.api<{ complianceRate: number }>('GET', '/api/dashboard/stats', { token: w.acme.root.token })).body.complianceRate).toBe(0);
    // the second cycle completes like the first; both completions stay on record
    const again = await takeAll([[1], [0, 2]]);
    expect(again.body.step).toBe('passed');
    expect((await w.api('POST', `/api/trainings/${trainingId}/complete`, { token: w.emp.token, body: { password: w.emp.password } })).status).toBe(200);
    const all = await w.api<{ completions: { cycle: number }[] }>('GET', '/api/user/completions', { token: w.emp.token });
    expect(all.body.completions.map((c) => c.cycle)).toEqual([2, 1]);
    mine = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(mine.body.trainings[0]).toMatchObject({ status: 'completed', action: 'view' });
    await travel(START);
  });

  it('My Learning filters by search, status and tags on the server, paginated', async () => {
    const second = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Leitern und Tritte', description: 'Sicher steigen', status: 'published' } });
    await w.api('POST', `/api/training-modules`, { token: w.manager.token, body: { trainingId: second.body.id, type: 'text', title: 'Text', orderIndex: 0, content: { text: 'x' } } });
    const tags = await w.api<{ id: string }[]>('GET', '/api/training-tags', { token: w.manager.token });
    await w.api('POST', `/api/trainings/${second.body.id}/tags`, { token: w.manager.token, body: { tagIds: [tags.body[0]!.id] } });
    await w.api('POST', `/api/user-groups/${groupId}/trainings`, { token: w.manager.token, body: { trainingId: second.body.id, weeks: 1 } });
    const all = await w.api<MyTrainings>('GET', '/api/user/my-trainings', { token: w.emp.token });
    expect(all.body.trainings.map((x) => x.id)).toEqual([second.body.id, trainingId]);
    expect(all.body.tags).toHaveLength(1);
    expect((await w.api<MyTrainings>('GET', '/api/user/my-trainings?status=open', { token: w.emp.token })).body.trainings.map((x) => x.id)).toEqual([second.body.id]);
    expect((await w.api<MyTrainings>('GET', '/api/user/my-trainings?status=completed', { token: w.emp.token })).body.trainings.map((x) => x.id)).toEqual([trainingId]);
    expect((await w.api<MyTrainings>('GET', '/api/user/my-trainings?search=leiter', { token: w.emp.token })).body.totalCount).toBe(1);
    expect((await w.api<MyTrainings>('GET', `/api/user/my-trainings?tags=${tags.body[0]!.id}`, { token: w.emp.token })).body.trainings.map((x) => x.id)).toEqual([second.body.id]);
    const paged = await w.api<MyTrainings & { totalPages: number }>('GET', '/api/user/my-trainings?limit=1&page=2', { token: w.emp.token });
    expect(paged.body).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(paged.body.trainings.map((x) => x.id)).toEqual([trainingId]);
    expect((await w.api('GET', '/api/user/my-trainings?status=bogus', { token: w.emp.token })).status).toBe(400);
    clock.advance(8 * 86_400_000);
    expect((await w.api<MyTrainings>('GET', '/api/user/my-trainings?status=open', { token: w.emp.token })).body.trainings[0]!.deadlineOverdue).toBe(true);
    clock.set(START);
  });
});
