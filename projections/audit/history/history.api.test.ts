import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestApp, type TestApp } from '../../../tests/support/app';
import { createCompany, type TestCompany, type TestUser } from '../../../tests/support/company';
import { dbTargets } from '../../../tests/support/db';
import { fixedClock } from '../../../src/platform/clock';

interface Entry {
  id: string;
  at: string;
  kind: string;
  text: string;
  actor: { id: string | null; name: string | null };
  group: { id: string; name: string | null } | null;
  bundle: { id: string; name: string | null } | null;
  details: Record<string, unknown>;
}
interface Cycle {
  cycle: number;
  startedAt: string | null;
  completedAt: string | null;
  validUntil: string | null;
  evidenceId: string | null;
  entries: Entry[];
}
interface TrainingHistory {
  trainingId: string;
  title: string;
  deleted: boolean;
  deletedAt: string | null;
  cycles: Cycle[];
}
interface History {
  person: { id: string; name: string };
  entries: Entry[];
  trainings: TrainingHistory[];
  page: number;
  limit: number;
  totalTrainings: number;
  totalPages: number;
  truncated: boolean;
}

const START = '2026-03-02T09:00:00.000Z';

/**
 * A person's history over the real API: assignment through a unit and a bundle (by whom, when,
 * with the deadline and its change), every cycle of a recertified training with its validity, a
 * deleted training under its old name, memberships and role changes; access and 404s.
 */
describe.each(dbTargets())('person history on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const clock = fixedClock(START);
  let acme: TestCompany;
  let other: TestCompany;
  let admin: TestUser;
  let manager: TestUser;
  let bernd: TestUser;
  let stapler: string;
  let leitern: string;
  let nord: string;
  let bundle: string;

  const settle = async () => {
    expect(await t.app.kernel.projections.waitFor(await t.app.kernel.store.headPosition(), ['audit.trail'])).toBe(true);
  };
  const history = async (userId: string, query = '', token = admin.token, lang = 'de') => {
    await settle();
    return api<History>('GET', `/api/audit/people/${userId}/history${query}`, { token, lang });
  };
  const training = async (title: string, extra: Record<string, unknown> = {}) => {
    const created = await api<{ id: string }>('POST', '/api/trainings', { token: manager.token, body: { title, description: 'x', status: 'published', ...extra } });
    expect(created.status).toBe(201);
    await api('POST', '/api/training-modules', { token: manager.token, body: { trainingId: created.body.id, type: 'text', title: 'Merkblatt', orderIndex: 0, content: { text: 'Lesen.' } } });
    return created.body.id;
  };
  const complete = async (u: TestUser, trainingId: string) => {
    const started = await api<{ modules: { id: string }[] }>('POST', `/api/trainings/${trainingId}/start`, { token: u.token });
    expect(started.status).toBe(200);
    expect((await api('PATCH', `/api/trainings/${trainingId}/progress`, { token: u.token, body: { moduleId: started.body.modules[0]!.id, completed: true } })).status).toBe(200);
    expect((await api('POST', `/api/trainings/${trainingId}/complete`, { token: u.token, body: { password: u.password } })).status).toBe(200);
  };
  const signInAgain = async () => {
    for (const u of [admin, manager, bernd, acme.root, other.root]) {
      const login = await api<{ token: string }>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(login.status).toBe(200);
      u.token = login.body.token;
    }
  };

  beforeAll(async () => {
    // the clock jumps months ahead between steps while the same sign-ins go on: sessions are not what is tested here
    t = await startTestApp(target, { clock, config: { sessionIdleHours: 24 * 365 * 3, sessionMaxDays: 365 * 3 } });
    api = client(t.baseUrl);
    acme = await createCompany(t);
    other = await createCompany(t);
    admin = await acme.user('admin', 'Anna');
    manager = await acme.user('manager', 'Jonas');
    bernd = await acme.user('non-managing', 'Bernd');
    stapler = await training('Staplerschein', { requiresRecertification: true, recertificationPeriod: '1_year' });
    leitern = await training('Leitern');
    nord = (await api<{ id: string }>('POST', '/api/user-groups', { token: manager.token, body: { name: 'Baustelle Nord' } })).body.id;
    bundle = (await api<{ id: string }>('POST', '/api/training-bundles', { token: manager.token, body: { name: 'Grundlagen' } })).body.id;
    expect((await api('PUT', `/api/training-bundles/${bundle}/trainings`, { token: manager.token, body: { trainingIds: [stapler] } })).status).toBe(200);
    expect((await api('POST', `/api/user-groups/${nord}/bundles`, { token: manager.token, body: { bundleId: bundle, weeks: 4 } })).status).toBe(201);
    expect((await api('POST', `/api/user-groups/${nord}/trainings`, { token: manager.token, body: { trainingId: leitern, weeks: 1 } })).status).toBe(201);
    // Bernd joins later: both trainings reach him then
    clock.set('2026-03-03T09:00:00.000Z');
    expect((await api('POST', `/api/user-groups/${nord}/members`, { token: manager.token, body: { userId: bernd.id } })).status).toBe(201);
    clock.set('2026-03-04T09:00:00.000Z');
    expect((await api('PATCH', `/api/group-trainings/${leitern}/deadline`, { token: manager.token, body: { groupId: nord, weeks: 3 } })).status).toBe(200);
    clock.set('2026-03-05T09:00:00.000Z');
    await complete(bernd, stapler);
    await complete(bernd, leitern);
    // the ladder training is withdrawn and deleted; Bernd's record of it stays
    clock.set('2026-03-20T09:00:00.000Z');
    expect((await api('DELETE', `/api/user-groups/${nord}/trainings/${leitern}`, { token: manager.token })).status).toBe(204);
    expect((await api('DELETE', `/api/trainings/${leitern}`, { token: manager.token })).status).toBe(204);
    expect((await api('PATCH', `/api/users/${bernd.id}`, { token: acme.root.token, body: { role: 'manager' } })).status).toBe(200);
    // a year later, in the recertification window: the second cycle
    clock.set('2027-02-10T09:00:00.000Z');
    await signInAgain();
    await complete(bernd, stapler);
    clock.set('2027-02-11T09:00:00.000Z');
    expect((await api('DELETE', `/api/user-groups/${nord}/members/${bernd.id}`, { token: manager.token })).status).toBe(204);
  });
  afterAll(() => t?.close());

  it('shows every cycle of a recertified training: assigned through the bundle on joining, started, modules, completion with evidence and validity', async () => {
    const res = await history(bernd.id);
    expect(res.status).toBe(200);
    expect(res.body.person).toEqual({ id: bernd.id, name: 'Bernd Test' });
    const s = res.body.trainings.find((x) => x.trainingId === stapler)!;
    expect(s).toMatchObject({ title: 'Staplerschein', deleted: false });
    expect(s.cycles.map((c) => c.cycle)).toEqual([1, 2]);
    const [one, two] = s.cycles as [Cycle, Cycle];
    expect(one.entries.map((e) => e.kind)).toEqual(['assigned', 'started', 'module_completed', 'quiz_passed', 'completed', 'valid_until']);
    const assigned = one.entries[0]!;
    expect(assigned).toMatchObject({ at: '2026-03-03T09:00:00.000Z', actor: { id: manager.id, name: 'Jonas Test' }, group: { id: nord, name: 'Baustelle Nord' }, bundle: { id: bundle, name: 'Grundlagen' } });
    // the bundle was assigned on 2 March with four weeks
    expect(assigned.details).toMatchObject({ deadline: '2026-03-30T09:00:00.000Z', reason: 'membership' });
    expect(assigned.text).toBe("Zugewiesen über das Bundle 'Grundlagen' der Einheit 'Baustelle Nord', Frist 30.03.2026 (Jonas Test hat die Person der Einheit hinzugefügt)");
    expect(one.completedAt).toBe('2026-03-05T09:00:00.000Z');
    // completion + 12 months, the compliance rule
    expect(one.validUntil).toBe('2027-03-05T09:00:00.000Z');
    expect(one.evidenceId).toBeTruthy();
    const done = one.entries.find((e) => e.kind === 'completed')!;
    expect(done.details).toMatchObject({ confirmedBy: 'password', evidenceId: one.evidenceId, evidenceUrl: `/api/completions/${one.evidenceId}/evidence.pdf` });
    expect(done.details.confirmation).toBeTruthy();
    expect(one.entries.at(-1)!.text).toBe('Gültig bis 05.03.2027 (Wiederholung danach fällig)');
    expect(two.entries.map((e) => e.kind)).toEqual(['started', 'module_completed', 'quiz_passed', 'completed', 'unassigned', 'valid_until']);
    expect(two).toMatchObject({ startedAt: '2027-02-10T09:00:00.000Z', completedAt: '2027-02-10T09:00:00.000Z', validUntil: '2028-02-10T09:00:00.000Z' });
    expect(two.evidenceId).not.toBe(one.evidenceId);
    expect(two.entries.find((e) => e.kind === 'unassigned')!.text).toBe("Nicht mehr zugewiesen über das Bundle 'Grundlagen' der Einheit 'Baustelle Nord' (Jonas Test hat die Person aus der Einheit entfernt)");
  });

  it('keeps a deleted training under its name, with the deadline change and the withdrawal', async () => {
    const res = await history(bernd.id);
    const l = res.body.trainings.find((x) => x.trainingId === leitern)!;
    expect(l).toMatchObject({ title: 'Leitern', deleted: true, deletedAt: '2026-03-20T09:00:00.000Z' });
    const kinds = l.cycles.flatMap((c) => c.entries.map((e) => e.kind));
    expect(kinds).toEqual(['assigned', 'deadline_changed', 'started', 'module_completed', 'quiz_passed', 'completed', 'valid_until', 'unassigned', 'training_deleted']);
    const entries = l.cycles.flatMap((c) => c.entries);
    expect(entries[1]!.text).toBe("Jonas Test hat die Frist in der Einheit 'Baustelle Nord' auf den 25.03.2026 gesetzt");
    expect(entries[1]!.details).toEqual({ deadline: '2026-03-25T09:00:00.000Z', previous: '2026-03-09T09:00:00.000Z' });
    expect(entries.find((e) => e.kind === 'valid_until')!.details.validUntil).toBeNull();
    expect(entries.at(-1)!.text).toBe('Jonas Test hat die Schulung gelöscht');
    const en = await history(bernd.id, '', admin.token, 'en');
    const enL = en.body.trainings.find((x) => x.trainingId === leitern)!;
    expect(enL.cycles[0]!.entries[0]!.text).toBe("Assigned through the unit 'Baustelle Nord', deadline 9 Mar 2026 (Jonas Test added the person to the unit)");
  });

  it('lists the person’s own events: joining and leaving the unit, the role change, newest first', async () => {
    const res = await history(bernd.id);
    expect(res.body.entries.map((e) => e.kind)).toEqual(['group.member_removed', 'user.role_changed', 'group.member_added', 'user.registered']);
    expect(res.body.entries[1]!.text).toBe('Erika Mustermann hat die Rolle von Bernd Test von Mitarbeiter zu Manager geändert');
  });

  it('pages the trainings', async () => {
    const first = await history(bernd.id, '?limit=1');
    expect(first.body).toMatchObject({ page: 1, limit: 1, totalTrainings: 2, totalPages: 2, truncated: false });
    const second = await history(bernd.id, '?limit=1&page=2');
    expect([...first.body.trainings, ...second.body.trainings].map((x) => x.trainingId).sort()).toEqual([stapler, leitern].sort());
    expect((await history(bernd.id, '?limit=51')).status).toBe(400);
  });

  it('answers 404 for a person of another company or no one, 403 for managers and employees', async () => {
    const stranger = await other.user('non-managing', 'Olga');
    await settle();
    expect((await history(stranger.id)).status).toBe(404);
    expect((await history('nobody')).status).toBe(404);
    expect((await history(bernd.id, '', other.root.token)).status).toBe(404);
    await signInAgain();
    expect((await history(bernd.id, '', manager.token)).status).toBe(403);
    expect((await history(admin.id, '', bernd.token)).status).toBe(403);
  });
});
