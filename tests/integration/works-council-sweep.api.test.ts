import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryMailer } from '../support/app';
import { useTestApp } from '../support/world';
import { dbTargets } from '../support/db';
import { appDeclarations } from '../support/routes';
import { seedWorld, type Caller, type World } from '../support/route-world';
import { callsFor } from '../support/route-calls';
import { fixedClock } from '../../src/platform/clock';

/**
 * The works-council sweep (issue 35 item 6): every GET route, called by a manager (who never
 * learned anything himself, so any learning detail in an answer is someone else's) with the ids
 * of the company's objects and people. With the works-council mode off, the sweep finds quiz
 * scores, time watched and last sign-ins of others (a control: a sweep that could find nothing
 * proves nothing); with it on, no answer carries any of them.
 */

const MASTER = { email: 'master@test.local', password: 'master-secret-1' };
/** Per-person learning details the mode hides from managers: quiz results, time watched, last sign-in. */
const DETAILS = ['percent', 'correct', 'watchTime', 'watchedSeconds', 'lastLogin', 'attempts', 'attemptCount', 'score'];

/**
 * The caller's own data (always theirs to see) and the API's own description: left out.
 */
const OWN = new Set(['/api/openapi.json', '/api/auth/me', '/api/user/data-export', '/api/trainings/:id/progress']);

/** Where a number or a time is given under one of the detail names (a flag such as `permissions.correct` is none). */
function detailsIn(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => detailsIn(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (DETAILS.includes(k) && (typeof v === 'number' || typeof v === 'string')) out.push(`${path}.${k}`);
      detailsIn(v, `${path}.${k}`, out);
    }
  }
}

// PGlite only: what an answer carries does not depend on the database, and the sweep is a minute of calls
describe.each(dbTargets().filter((t) => t === 'pglite'))('the works-council sweep on %s', (target) => {
  const w = useTestApp(target, { clock: fixedClock('2026-11-24T10:00:00.000Z'), mailer: new MemoryMailer() });
  let a: World;
  let manager: Caller;
  /** The per-person routes with Tina's id (the generic calls fill ids by relation). */
  let extra: string[] = [];

  beforeAll(async () => {
    a = await seedWorld(w.t, MASTER);
    manager = a.callers.find((c) => c.role === 'manager')!;
    // Tina, of the manager's unit, passes his quiz: a score of someone else the manager could see
    const tina = a.people.tina;
    const trainingId = (await w.api<{ id: string }>('POST', '/api/trainings', { token: manager.token, body: { title: 'Quiz', description: 'x', status: 'published' } })).body.id;
    const quiz = { questions: [{ question: 'Notruf?', answers: [{ text: '110', isCorrect: false }, { text: '112', isCorrect: true }] }] };
    const quizId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: manager.token, body: { trainingId, type: 'quiz', title: 'Fragen', orderIndex: 0, content: quiz } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${a.own.manager!.group}/trainings`, { token: manager.token, body: { trainingId, weeks: 2 } })).status).toBe(201);
    expect((await w.api('POST', `/api/trainings/${trainingId}/start`, { token: tina.token })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${trainingId}/progress`, { token: tina.token, body: { moduleId: quizId, answers: [[1]] } })).status).toBe(200);
    expect((await w.api('POST', `/api/trainings/${trainingId}/complete`, { token: tina.token, body: { password: tina.password } })).status).toBe(200);
    extra = [`/api/user-completions/${tina.id}`, `/api/user-assignments/${tina.id}`];
  }, 240_000);

  async function sweep(): Promise<string[]> {
    const routes = appDeclarations(w.t).filter((r) => r.method === 'GET' && !r.path.startsWith('/api/master/'));
    const calls = [...extra.map((path) => ({ route: path, path }))];
    for (const r of routes) {
      if (OWN.has(r.path)) continue;
      for (const call of await callsFor(a, manager, r.method, r.path, () => true)) calls.push({ route: r.path, path: call.path });
    }
    const found: string[] = [];
    for (const call of calls) {
      const res = await fetch(w.t.baseUrl + call.path, { headers: { Authorization: `Bearer ${manager.token!}` } });
      if (res.status >= 300 || !(res.headers.get('content-type') ?? '').includes('json')) continue;
      const at: string[] = [];
      detailsIn(await res.json(), '', at);
      if (at.length) found.push(`GET ${call.route} (${call.path}): ${[...new Set(at.map((p) => p.replace(/\[\d+\]/g, '[]')))].join(', ')}`);
    }
    return found;
  }

  it('finds others’ learning details in a manager’s answers with the mode off, and none with it on', async () => {
    const off = await sweep();
    // the control: a manager sees Tina's score and time watched, and the last sign-ins, without the mode
    expect(off.some((x) => x.startsWith('GET /api/user-completions/') && x.includes('.percent') && x.includes('.watchTime'))).toBe(true);
    expect(off.some((x) => x.startsWith('GET /api/users (') && x.includes('.lastLogin'))).toBe(true);
    expect((await w.api('PUT', '/api/company/data-protection', { token: a.company.root.token, body: { worksCouncilMode: true } })).status).toBe(200);
    const on = await sweep();
    expect(on).toEqual([]);
  }, 300_000);
});
