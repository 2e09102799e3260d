import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { useApiWorld } from '../support/world';
import { pdfText } from '../support/pdf';
import type { ErrorBody } from '../support/app';
import type { TestUser } from '../support/company';
import type { DataProtectionSettings, LegalHoldsPage, LegalHoldView, PersonalDataExport, WorksCouncilReport } from '../../src/shared/contracts/privacy';
import type { CompletionsPage } from '../../src/shared/contracts/learning';
import type { UsersPage } from '../../src/shared/contracts/identity';
import type { TrailPage } from '../../src/shared/contracts/audit';

/*
 * Issue 35, items 1 and 6 and the legal hold of item 2: the company's data-protection settings
 * (retention periods with their legal minimum, the works-council switch; root changes, admins
 * read), legal holds, what managers see of others under the works-council mode, and the works
 * council's aggregate report.
 */

/** A German calendar day, `days` from today. */
const berlinDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/*
 * On the wall clock: the works-council report replays the as-of model, whose versions carry the
 * instants the events were recorded at.
 */
describe.each(dbTargets())('data protection on %s', (target) => {
  const w = useApiWorld(target, { other: true, users: { admin: ['admin', 'Anna'], manager: ['manager', 'Jonas'], bernd: ['non-managing', 'Bernd'], auditor: 'auditor' } });
  let lager: string;
  let buero: string;
  let brand: string;
  let completionId: string;
  const crew: TestUser[] = [];

  const settings = (token: string, lang = 'de') => w.api<DataProtectionSettings & ErrorBody>('GET', '/api/company/data-protection', { token, lang });
  const change = (body: unknown, token = w.acme.root.token, lang = 'de') => w.api<DataProtectionSettings & ErrorBody>('PUT', '/api/company/data-protection', { token, body, lang });
  // the report reads the as-of model, which follows the log on its own
  const report = async (query: string, token = w.admin.token, lang = 'de') => {
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.as-of'])).toBe(true);
    return w.api<WorksCouncilReport & ErrorBody>('GET', `/api/reports/works-council${query}`, { token, lang });
  };

  beforeAll(async () => {
    for (let i = 0; i < 7; i++) crew.push(await w.acme.user('non-managing', `Crew${i}`));
    const tr = await w.api<{ id: string }>('POST', '/api/trainings', { token: w.manager.token, body: { title: 'Staplerfahren', description: 'x', status: 'published' } });
    brand = tr.body.id;
    const text = await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: brand, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Lesen.' } } });
    const quiz = { questions: [{ question: 'Notruf?', answers: [{ text: '110', isCorrect: false }, { text: '112', isCorrect: true }] }] };
    const quizId = (await w.api<{ id: string }>('POST', '/api/training-modules', { token: w.manager.token, body: { trainingId: brand, type: 'quiz', title: 'Fragen', orderIndex: 1, content: quiz } })).body.id;
    // the manager's unit "Lager": Bernd and five of the crew; "Büro": two of the crew
    lager = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Lager' } })).body.id;
    buero = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Büro' } })).body.id;
    for (const u of [w.bernd, ...crew.slice(0, 5)]) expect((await w.api('POST', `/api/user-groups/${lager}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    for (const u of crew.slice(5)) expect((await w.api('POST', `/api/user-groups/${buero}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${lager}/trainings`, { token: w.manager.token, body: { trainingId: brand, weeks: 2 } })).status).toBe(201);
    const started = await w.api<{ modules: { id: string }[] }>('POST', `/api/trainings/${brand}/start`, { token: w.bernd.token });
    expect(started.status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.bernd.token, body: { moduleId: text.body.id, completed: true } })).status).toBe(200);
    expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: w.bernd.token, body: { moduleId: quizId, answers: [[1]] } })).status).toBe(200);
    expect((await w.api('POST', `/api/trainings/${brand}/complete`, { token: w.bernd.token, body: { password: w.bernd.password } })).status).toBe(200);
    const mine = await w.api<CompletionsPage>('GET', '/api/user/completions', { token: w.bernd.token });
    completionId = mine.body.completions[0]!.id;
  });

  it('answers the defaults until root changes them; admins read, nobody else', async () => {
    const first = await settings(w.admin.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      evidenceYears: 3,
      quizAttemptsMonths: 12,
      watchIntervalsMonths: 6,
      questionsMonths: 24,
      readReceiptsMonths: 24,
      signInHistoryMonths: 6,
      leaverGraceDays: 30,
      worksCouncilMode: false,
      changedAt: null,
      changedBy: null,
    });
    for (const u of [w.manager, w.bernd, w.auditor]) expect((await settings(u.token)).status).toBe(403);
    expect((await w.api('GET', '/api/company/data-protection')).status).toBe(401);
    const byAdmin = await change({ evidenceYears: 5 }, w.admin.token);
    expect(byAdmin.status).toBe(403);
    expect((await settings(w.admin.token)).body.evidenceYears).toBe(3);
  });

  it('refuses periods below the legal minimum or out of bounds, in German and in English, and keeps the settings', async () => {
    const short = await change({ evidenceYears: 1 });
    expect([short.status, short.body.code]).toEqual([400, 'invalid_evidence_years']);
    expect(short.body.message).toContain('mindestens 2');
    const english = await change({ evidenceYears: 1 }, w.acme.root.token, 'en');
    expect(english.body.message).toContain('at least 2');
    expect((await change({ quizAttemptsMonths: 0 })).body.code).toBe('invalid_retention_months');
    expect((await change({ signInHistoryMonths: 121 })).body.code).toBe('invalid_retention_months');
    expect((await change({ leaverGraceDays: 366 })).body.code).toBe('invalid_leaver_grace_days');
    expect((await change({ leaverGraceDays: 1.5 })).body.code).toBe('invalid_leaver_grace_days');
    for (const body of [{ evidenceYears: 'fünf' }, { worksCouncilMode: 'ja' }, [1, 2], 'x']) expect((await change(body)).status).toBe(400);
    expect((await settings(w.admin.token)).body.changedAt).toBeNull();
  });

  it('root changes periods and the works-council mode; the answer and every later read show who and when', async () => {
    const before = Date.now();
    const changed = await change({ evidenceYears: 10, leaverGraceDays: 14 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ evidenceYears: 10, leaverGraceDays: 14, quizAttemptsMonths: 12, worksCouncilMode: false });
    expect(Date.parse(changed.body.changedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(changed.body.changedBy).toEqual({ id: w.acme.root.id, name: expect.any(String) });
    expect((await settings(w.admin.token)).body).toEqual(changed.body);
  });

  it('under the works-council mode a manager sees of others no last sign-in, no quiz score and no time watched; root, admins, the auditor and the person do', async () => {
    const lastLogins = async (token: string) => (await w.api<UsersPage>('GET', '/api/users?page=1', { token })).body.users.map((u) => 'lastLogin' in u);
    const bernds = async (token: string) => (await w.api<CompletionsPage>('GET', `/api/user-completions/${w.bernd.id}`, { token })).body.completions[0]!;
    const evidence = async (token: string) => {
      const res = await fetch(`${w.t.baseUrl}/api/completions/${completionId}/evidence.pdf`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    // off: the manager sees everything as before
    expect(await lastLogins(w.manager.token)).not.toContain(false);
    expect((await bernds(w.manager.token)).percent).toBe(100);
    expect(await evidence(w.manager.token)).toContain('100 % (1 von 1 Fragen richtig)');

    expect((await change({ worksCouncilMode: true })).body.worksCouncilMode).toBe(true);
    const users = await w.api<UsersPage>('GET', '/api/users?page=1', { token: w.manager.token });
    expect(users.status).toBe(200);
    expect(users.body.users.length).toBeGreaterThan(3);
    expect(users.body.users.some((u) => 'lastLogin' in u)).toBe(false);
    const managers = await bernds(w.manager.token);
    expect(managers).not.toHaveProperty('percent');
    expect(Object.values(managers.progress.modules).every((m) => !('watchTime' in m) && m.completed)).toBe(true);
    expect([managers.status, managers.completedAt]).toEqual(['completed', expect.any(String)]);
    const text = await evidence(w.manager.token);
    expect(text).toContain('bestanden');
    expect(text).not.toContain('Fragen richtig');

    for (const u of [w.acme.root, w.admin, w.auditor]) {
      expect(await lastLogins(u.token)).not.toContain(false);
      expect((await bernds(u.token)).percent).toBe(100);
    }
    expect(await evidence(w.admin.token)).toContain('Fragen richtig');
    const own = await w.api<CompletionsPage>('GET', '/api/user/completions', { token: w.bernd.token });
    expect(own.body.completions[0]!.percent).toBe(100);
    expect(await evidence(w.bernd.token)).toContain('Fragen richtig');

    expect((await change({ worksCouncilMode: false })).body.worksCouncilMode).toBe(false);
    expect(await lastLogins(w.manager.token)).not.toContain(false);
    expect((await bernds(w.manager.token)).percent).toBe(100);
  });

  it('root and admins place and lift legal holds on people of their company; one at a time', async () => {
    const place = (userId: string, body: unknown, token = w.admin.token) => w.api<LegalHoldView & ErrorBody>('POST', `/api/users/${userId}/legal-hold`, { token, body });
    const placed = await place(w.bernd.id, { reason: '  Arbeitsunfall 2026-02-12, Halle 3 ' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ userId: w.bernd.id, name: 'Bernd Test', reason: 'Arbeitsunfall 2026-02-12, Halle 3', placedAt: expect.any(String), placedBy: { id: w.admin.id, name: 'Anna Test' } });
    expect((await place(w.bernd.id, { reason: 'noch einmal' })).body.code).toBe('legal_hold_exists');
    expect((await place(w.bernd.id, { reason: 'x' }, w.manager.token)).status).toBe(403);
    expect((await place(w.bernd.id, { reason: 'x' }, w.auditor.token)).status).toBe(403);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await place(crew[0]!.id, body);
      expect([bad.status, bad.body.field]).toEqual([400, 'reason']);
    }
    expect((await place(w.other.root.id, { reason: 'fremd' })).status).toBe(404);
    expect((await place('keine-person', { reason: 'x' })).status).toBe(404);
    expect((await place(crew[0]!.id, { reason: 'Berufskrankheit (Verdacht)' }, w.acme.root.token)).status).toBe(201);

    const list = await w.api<LegalHoldsPage>('GET', '/api/data-protection/legal-holds?limit=1', { token: w.acme.root.token });
    expect(list.status).toBe(200);
    expect([list.body.totalCount, list.body.totalPages, list.body.holds.length]).toEqual([2, 2, 1]);
    expect((await w.api('GET', '/api/data-protection/legal-holds', { token: w.manager.token })).status).toBe(403);
    expect((await w.api('GET', '/api/data-protection/legal-holds?limit=0', { token: w.admin.token })).status).toBe(400);
    expect((await w.api<LegalHoldsPage>('GET', '/api/data-protection/legal-holds', { token: w.other.root.token })).body.totalCount).toBe(0);

    expect((await w.api('DELETE', `/api/users/${w.bernd.id}/legal-hold`, { token: w.manager.token })).status).toBe(403);
    expect((await w.api('DELETE', `/api/users/${w.bernd.id}/legal-hold`, { token: w.acme.root.token })).status).toBe(204);
    const again = await w.api<ErrorBody>('DELETE', `/api/users/${w.bernd.id}/legal-hold`, { token: w.acme.root.token });
    expect([again.status, again.body.code]).toEqual([404, 'legal_hold_not_found']);
    const left = await w.api<LegalHoldsPage>('GET', '/api/data-protection/legal-holds', { token: w.admin.token });
    expect(left.body.holds.map((h) => h.userId)).toEqual([crew[0]!.id]);
  });

  it('gives the works council aggregates per unit only, as they were at the start and the end of the period; no unit under 5 people', async () => {
    const today = berlinDay();
    const answer = await report(`?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: today, to: today, minGroupSize: 5, totalCount: 2, page: 1, totalPages: 1 });
    // at 00:00 nothing was assigned yet; now Lager has six people and one valid instruction of six (nobody overdue: the deadline is in two weeks); Büro two people, nothing shown
    expect(answer.body.units).toEqual([
      { unitId: buero, name: 'Büro', people: null, suppressed: true, start: null, end: null },
      { unitId: lager, name: 'Lager', people: 6, suppressed: false, start: { completionRate: null, overdue: 0 }, end: { completionRate: 16.7, overdue: 0 } },
    ]);
    expect(answer.body.company).toEqual({ unitId: null, name: '', people: 8, suppressed: false, start: { completionRate: null, overdue: 0 }, end: { completionRate: 16.7, overdue: 0 } });
    await completeAs(crew[0]!);
    expect((await report(`?from=${today}&to=${today}`)).body.units[1]!.end).toEqual({ completionRate: 33.3, overdue: 0 });
    // a period that ended yesterday: no unit existed yet, and no person is described
    const yesterday = await report(`?from=${berlinDay(-30)}&to=${berlinDay(-1)}`);
    expect([yesterday.body.totalCount, yesterday.body.units, yesterday.body.company.suppressed]).toEqual([0, [], true]);
    // paged by name
    const second = await report(`?from=${today}&to=${today}&page=2&limit=1`);
    expect([second.body.totalPages, second.body.units.map((u) => u.name)]).toEqual([2, ['Lager']]);
    expect((await report(`?from=${today}&to=${today}`, w.auditor.token)).status).toBe(200);
    for (const u of [w.manager, w.bernd]) expect((await report(`?from=${today}&to=${today}`, u.token)).status).toBe(403);
  });

  it('puts every change of the policy and every hold in the audit trail, with who and when', async () => {
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.trail'])).toBe(true);
    const trail = async (type: string) => (await w.api<TrailPage>('GET', `/api/audit/events?type=${type}`, { token: w.auditor.token })).body.items;
    const policy = await trail('privacy.policy_changed');
    // evidence 10 years and 14 days' grace, the mode on, the mode off
    expect(policy).toHaveLength(3);
    expect(policy.every((i) => i.actor.id === w.acme.root.id && i.userId === null)).toBe(true);
    expect(policy.map((i) => i.text)).toContainEqual(expect.stringContaining('Unterweisungsnachweise 10 Jahre, Frist nach dem Ausscheiden 14 Tage'));
    const placed = await trail('privacy.legal_hold_placed');
    expect(placed.map((i) => [i.actor.id, i.userId])).toEqual(expect.arrayContaining([[w.admin.id, w.bernd.id], [w.acme.root.id, crew[0]!.id]]));
    const lifted = await trail('privacy.legal_hold_lifted');
    expect(lifted.map((i) => [i.actor.id, i.userId])).toEqual([[w.acme.root.id, w.bernd.id]]);
  });

  it('hands a person everything stored about them, and root and admins a person’s data on request; nobody else', async () => {
    const asked = await w.api<{ id: string }>('POST', `/api/trainings/${brand}/questions`, { token: w.bernd.token, body: { text: 'Wie schwer darf die Last sein?' } });
    expect(asked.status).toBe(201);
    expect((await w.api('POST', `/api/training-questions/${asked.body.id}/answers`, { token: w.manager.token, body: { text: 'Siehe Typenschild.' } })).status).toBe(201);
    // the answer's notification comes from a reactor of its own
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition())).toBe(true);
    const res = await fetch(`${w.t.baseUrl}/api/user/data-export`, { headers: { Authorization: `Bearer ${w.bernd.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="personendaten-test-bernd-\d{4}-\d{2}-\d{2}\.json"$/);
    const mine = (await res.json()) as PersonalDataExport;
    expect(mine).toMatchObject({ format: 'unterweisung.personal-data.v1', company: { id: w.acme.id }, account: { id: w.bernd.id, firstName: 'Bernd', email: w.bernd.email, role: 'non-managing' }, legalHold: null });
    expect(mine.units.map((u) => u.name)).toEqual(['Lager']);
    expect(mine.signIns.length).toBeGreaterThan(0);
    expect(mine.learning.enrolments).toEqual([expect.objectContaining({ trainingId: brand, cycle: 1, quizPercent: 100, completedAt: expect.any(String) })]);
    expect(mine.learning.completions).toEqual([expect.objectContaining({ id: completionId, training: 'Staplerfahren', quizPercent: 100, correct: 1, total: 1, evidencePdf: `/api/completions/${completionId}/evidence.pdf` })]);
    expect(mine.learning.questions).toEqual([expect.objectContaining({ text: 'Wie schwer darf die Last sein?', answers: [expect.objectContaining({ text: 'Siehe Typenschild.', answeredBy: w.manager.id })] })]);
    // every event of the person's learning: the answers given to the quiz too
    expect(mine.learning.history.map((e) => e.type)).toEqual(expect.arrayContaining(['learning.TrainingStarted', 'learning.QuizAnswered', 'learning.QuizPassed', 'learning.TrainingCompleted']));
    expect(mine.notifications.map((n) => n.kind)).toContain('answer');
    expect(mine.classroomSessions).toEqual([]);
    // another person's data: root and admins, for a person of their company
    const held = await w.api<PersonalDataExport>('GET', `/api/users/${crew[0]!.id}/data-export`, { token: w.admin.token });
    expect([held.status, held.body.account.id, held.body.legalHold?.reason]).toEqual([200, crew[0]!.id, 'Berufskrankheit (Verdacht)']);
    for (const u of [w.manager, w.auditor, w.bernd]) expect((await w.api('GET', `/api/users/${crew[0]!.id}/data-export`, { token: u.token })).status).toBe(403);
    expect((await w.api('GET', `/api/users/${w.bernd.id}/data-export`, { token: w.other.root.token })).status).toBe(404);
    expect((await w.api('GET', '/api/users/keine-person/data-export', { token: w.acme.root.token })).status).toBe(404);
    expect((await w.api('GET', '/api/user/data-export')).status).toBe(401);
  });

  it('refuses a malformed or reversed period in the caller’s language', async () => {
    for (const q of ['', '?from=2026-03-01', '?from=2026-3-1&to=2026-03-31', '?from=2026-02-30&to=2026-03-31', '?from=2026-03-01&to=gestern']) expect((await report(q)).status).toBe(400);
    const reversed = await report('?from=2026-03-31&to=2026-03-01');
    expect([reversed.status, reversed.body.code, reversed.body.message]).toEqual([400, 'invalid_period', 'Der Beginn liegt nach dem Ende des Zeitraums.']);
    expect((await report('?from=2026-03-31&to=2026-03-01', w.admin.token, 'en')).body.message).toBe('The start is after the end of the period.');
    expect((await report('?from=2099-01-01&to=2099-01-31')).body.code).toBe('period_in_future');
    expect((await report('?from=2026-03-01&to=2026-03-31&limit=101')).status).toBe(400);
  });

  async function completeAs(u: TestUser): Promise<void> {
    const started = await w.api<{ modules: { id: string; type: string }[] }>('POST', `/api/trainings/${brand}/start`, { token: u.token });
    expect(started.status).toBe(200);
    for (const m of started.body.modules) {
      const body = m.type === 'quiz' ? { moduleId: m.id, answers: [[1]] } : { moduleId: m.id, completed: true };
      expect((await w.api('PATCH', `/api/trainings/${brand}/progress`, { token: u.token, body })).status).toBe(200);
    }
    expect((await w.api('POST', `/api/trainings/${brand}/complete`, { token: u.token, body: { password: u.password } })).status).toBe(200);
  }
});
