import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../../../tests/support/company';
import { useAuditWorld } from '../../../tests/support/audit-world';
import { completeTraining, publishedTraining } from '../../../tests/support/learning-steps';
import { dbTargets } from '../../../tests/support/db';
import type { HistoryCycle, PersonHistory } from '../../../src/shared/contracts/audit';

const START = '2026-03-02T09:00:00.000Z';

/**
 * A person's history over the real API: assignment through a unit and a bundle (by whom, when,
 * with the deadline and its change), every cycle of a recertified training with its validity, a
 * deleted training under its old name, memberships and role changes; access and 404s.
 */
describe.each(dbTargets())('person history on %s', (target) => {
  const { clock, w } = useAuditWorld(target, START, { lena: ['non-managing', 'Lena'] });
  let stapler: string;
  let leitern: string;
  let nord: string;
  let bundle: string;

  const settle = async () => {
    expect(await w.t.app.kernel.projections.waitFor(await w.t.app.kernel.store.headPosition(), ['audit.trail', 'audit.as-of'])).toBe(true);
  };
  const history = async (userId: string, query = '', token = w.admin.token, lang = 'de') => {
    await settle();
    return w.api<PersonHistory>('GET', `/api/audit/people/${userId}/history${query}`, { token, lang });
  };
  const training = (title: string, extra: Record<string, unknown> = {}) => publishedTraining(w.api, w.manager, title, extra, 'Merkblatt');
  const complete = (u: TestUser, trainingId: string) => completeTraining(w.api, u, trainingId);
  const signInAgain = async () => {
    for (const u of [w.admin, w.manager, w.bernd, w.acme.root, w.other.root]) {
      const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      expect(login.status).toBe(200);
      u.token = login.body.token;
    }
  };

  beforeAll(async () => {
    // the clock jumps months ahead between steps while the same sign-ins go on: sessions are not what is tested here
    stapler = await training('Staplerschein', { requiresRecertification: true, recertificationPeriod: '1_year' });
    leitern = await training('Leitern');
    nord = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Baustelle Nord' } })).body.id;
    bundle = (await w.api<{ id: string }>('POST', '/api/training-bundles', { token: w.manager.token, body: { name: 'Grundlagen' } })).body.id;
    expect((await w.api('PUT', `/api/training-bundles/${bundle}/trainings`, { token: w.manager.token, body: { trainingIds: [stapler] } })).status).toBe(200);
    expect((await w.api('POST', `/api/user-groups/${nord}/bundles`, { token: w.manager.token, body: { bundleId: bundle, weeks: 4 } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: w.manager.token, body: { trainingId: leitern, weeks: 1 } })).status).toBe(201);
    // Bernd joins later: both trainings reach him then
    clock.set('2026-03-03T09:00:00.000Z');
    expect((await w.api('POST', `/api/user-groups/${nord}/members`, { token: w.manager.token, body: { userId: w.bernd.id } })).status).toBe(201);
    clock.set('2026-03-04T09:00:00.000Z');
    expect((await w.api('PATCH', `/api/group-trainings/${leitern}/deadline`, { token: w.manager.token, body: { groupId: nord, weeks: 3 } })).status).toBe(200);
    clock.set('2026-03-05T09:00:00.000Z');
    await complete(w.bernd, stapler);
    await complete(w.bernd, leitern);
    // the ladder training is withdrawn and deleted; Bernd's record of it stays
    clock.set('2026-03-20T09:00:00.000Z');
    expect((await w.api('DELETE', `/api/user-groups/${nord}/trainings/${leitern}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api('DELETE', `/api/trainings/${leitern}`, { token: w.manager.token })).status).toBe(204);
    expect((await w.api('PATCH', `/api/users/${w.bernd.id}`, { token: w.acme.root.token, body: { role: 'manager' } })).status).toBe(200);
    // a year later, in the recertification window: the second cycle
    clock.set('2027-02-10T09:00:00.000Z');
    await signInAgain();
    await complete(w.bernd, stapler);
    clock.set('2027-02-11T09:00:00.000Z');
    expect((await w.api('DELETE', `/api/user-groups/${nord}/members/${w.bernd.id}`, { token: w.manager.token })).status).toBe(204);
  });

  it('shows every cycle of a recertified training: assigned through the bundle on joining, started, modules, completion with evidence and validity', async () => {
    const res = await history(w.bernd.id);
    expect(res.status).toBe(200);
    expect(res.body.person).toEqual({ id: w.bernd.id, name: 'Bernd Test' });
    const s = res.body.trainings.find((x) => x.trainingId === stapler)!;
    expect(s).toMatchObject({ title: 'Staplerschein', deleted: false });
    expect(s.cycles.map((c) => c.cycle)).toEqual([1, 2]);
    const [one, two] = s.cycles as [HistoryCycle, HistoryCycle];
    expect(one.entries.map((e) => e.kind)).toEqual(['assigned', 'started', 'module_completed', 'quiz_passed', 'completed', 'valid_until']);
    const assigned = one.entries[0]!;
    expect(assigned).toMatchObject({ at: '2026-03-03T09:00:00.000Z', actor: { id: w.manager.id, name: 'Jonas Test' }, group: { id: nord, name: 'Baustelle Nord' }, bundle: { id: bundle, name: 'Grundlagen' } });
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
    const res = await history(w.bernd.id);
    const l = res.body.trainings.find((x) => x.trainingId === leitern)!;
    expect(l).toMatchObject({ title: 'Leitern', deleted: true, deletedAt: '2026-03-20T09:00:00.000Z' });
    const kinds = l.cycles.flatMap((c) => c.entries.map((e) => e.kind));
    expect(kinds).toEqual(['assigned', 'deadline_changed', 'started', 'module_completed', 'quiz_passed', 'completed', 'valid_until', 'unassigned', 'training_deleted']);
    const entries = l.cycles.flatMap((c) => c.entries);
    expect(entries[1]!.text).toBe("Jonas Test hat die Frist in der Einheit 'Baustelle Nord' auf den 25.03.2026 gesetzt");
    expect(entries[1]!.details).toEqual({ deadline: '2026-03-25T09:00:00.000Z', previous: '2026-03-09T09:00:00.000Z' });
    expect(entries.find((e) => e.kind === 'valid_until')!.details.validUntil).toBeNull();
    expect(entries.at(-1)!.text).toBe('Jonas Test hat die Schulung gelöscht');
    const en = await history(w.bernd.id, '', w.admin.token, 'en');
    const enL = en.body.trainings.find((x) => x.trainingId === leitern)!;
    expect(enL.cycles[0]!.entries[0]!.text).toBe("Assigned through the unit 'Baustelle Nord', deadline 9 Mar 2026 (Jonas Test added the person to the unit)");
  });

  it('lists the person’s own events: joining and leaving the unit, the role change, newest first', async () => {
    const res = await history(w.bernd.id);
    expect(res.body.entries.map((e) => e.kind)).toEqual(['group.member_removed', 'user.role_changed', 'group.member_added', 'user.registered']);
    expect(res.body.entries[1]!.text).toBe('Erika Mustermann hat die Rolle von Bernd Test von Mitarbeiter zu Manager geändert');
  });

  it('pages the trainings', async () => {
    const first = await history(w.bernd.id, '?limit=1');
    expect(first.body).toMatchObject({ page: 1, limit: 1, totalTrainings: 2, totalPages: 2, truncated: false });
    const second = await history(w.bernd.id, '?limit=1&page=2');
    expect([...first.body.trainings, ...second.body.trainings].map((x) => x.trainingId).sort()).toEqual([stapler, leitern].sort());
    expect((await history(w.bernd.id, '?limit=51')).status).toBe(400);
  });

  it('a blended training of a minor: the online part waits, the sign-off completes the cycle with six months of validity, as the as-of report counts it', async () => {
    // Lena is 16; her date of birth is for root and admin only and is not in her history
    expect((await w.api('PATCH', `/api/users/${w.lena.id}`, { token: w.acme.root.token, body: { dateOfBirth: '2010-06-01' } })).status).toBe(200);
    const blended = await training('Feuerlöscher-Übung', { requiresRecertification: true, recertificationPeriod: '1_year', requiresPracticalPart: true });
    const azubis = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Azubis' } })).body.id;
    expect((await w.api('POST', `/api/user-groups/${azubis}/members`, { token: w.manager.token, body: { userId: w.lena.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${azubis}/trainings`, { token: w.manager.token, body: { trainingId: blended, weeks: 4 } })).status).toBe(201);
    clock.set('2027-02-12T09:00:00.000Z');
    await complete(w.lena, blended);

    const waiting = (await history(w.lena.id)).body.trainings.find((x) => x.trainingId === blended)!.cycles[0]!;
    expect(waiting).toMatchObject({ completedAt: null, validUntil: null, evidenceId: null, awaitingPracticalPart: true });
    expect(waiting.entries.map((e) => e.kind)).toEqual(['assigned', 'started', 'module_completed', 'quiz_passed', 'completed_online']);
    const online = waiting.entries.at(-1)!;
    expect(online.text).toMatch(/^Lena Test hat den Online-Teil von 'Feuerlöscher-Übung' abgeschlossen und mit dem Passwort bestätigt, wartet auf Praxisteil \(Nachweis [\w-]+, Sprache: Deutsch\)$/);
    expect(online.details).toMatchObject({ practicalPartRequired: true, evidenceId: null, evidenceUrl: null, validUntil: null });
    const completionId = online.details.completionId as string;

    clock.set('2027-02-16T09:00:00.000Z');
    const signed = await w.api('POST', `/api/trainings/${blended}/participants/${w.lena.id}/practical-sign-off`, {
      token: w.manager.token,
      body: { date: '2027-02-15', place: 'Übungsplatz', instructorName: 'Olga Extern' },
    });
    expect(signed.status).toBe(200);
    const res = await history(w.lena.id);
    const cycle = res.body.trainings.find((x) => x.trainingId === blended)!.cycles[0]!;
    // the cycle counts from the sign-off; under 18 the yearly training is due after six months
    expect(cycle).toMatchObject({ completedAt: '2027-02-16T09:00:00.000Z', validUntil: '2027-08-16T09:00:00.000Z', evidenceId: completionId, awaitingPracticalPart: false });
    // it keeps the language its online part was delivered in (issue 34)
    expect(cycle.deliveredLanguage).toBe('de');
    expect(cycle.entries.map((e) => e.kind)).toEqual(['assigned', 'started', 'module_completed', 'quiz_passed', 'completed_online', 'practical_part_signed_off', 'valid_until']);
    const signOff = cycle.entries.find((e) => e.kind === 'practical_part_signed_off')!;
    expect(signOff).toMatchObject({ actor: { id: w.manager.id, name: 'Jonas Test' }, details: { evidenceId: completionId, evidenceUrl: `/api/completions/${completionId}/evidence.pdf`, place: 'Übungsplatz' } });
    expect(signOff.text).toBe("Jonas Test hat den Praxisteil von 'Feuerlöscher-Übung' für Lena Test bestätigt (am 15.02.2027 in 'Übungsplatz', Unterweisende/r: Olga Extern); die Schulung gilt damit als abgeschlossen");
    expect(cycle.entries.at(-1)!.text).toBe('Gültig bis 16.08.2027 (Wiederholung danach fällig)');
    const en = (await history(w.lena.id, '', w.admin.token, 'en')).body.trainings.find((x) => x.trainingId === blended)!.cycles[0]!;
    expect(en.entries.find((e) => e.kind === 'completed_online')!.text).toMatch(/^Lena Test completed the online part of 'Feuerlöscher-Übung' .*awaiting the practical part/);
    // the person's own entries say the date of birth was recorded, never which
    expect(res.body.entries.map((e) => e.kind)).toContain('user.date_of_birth_changed');
    expect(res.body.entries.find((e) => e.kind === 'user.date_of_birth_changed')!.text).toBe('Erika Mustermann hat das Geburtsdatum von Lena Test erfasst');
    expect(JSON.stringify(res.body)).not.toContain('2010-06-01');
    // the as-of report (events at their recorded instants: now) counts the same completion and validity
    const asOf = await w.api<{ rows: { userId: string; trainingId: string; completedAt: string | null; validUntil: string | null; deliveredLanguage: string | null }[] }>(
      'GET',
      `/api/audit/compliance?asOf=${encodeURIComponent(new Date().toISOString())}&userId=${w.lena.id}&trainingId=${blended}`,
      { token: w.admin.token },
    );
    expect(asOf.status).toBe(200);
    expect(asOf.body.rows.map((r) => [r.completedAt, r.validUntil, r.deliveredLanguage])).toEqual([[cycle.completedAt, cycle.validUntil, 'de']]);
    // removing the date of birth: the training's own year again
    expect((await w.api('PATCH', `/api/users/${w.lena.id}`, { token: w.acme.root.token, body: { dateOfBirth: null } })).status).toBe(200);
    const adult = (await history(w.lena.id)).body.trainings.find((x) => x.trainingId === blended)!.cycles[0]!;
    expect(adult.validUntil).toBe('2028-02-16T09:00:00.000Z');
  });

  it('answers 404 for a person of another company or no one, 403 for managers and employees', async () => {
    const stranger = await w.other.user('non-managing', 'Olga');
    await settle();
    expect((await history(stranger.id)).status).toBe(404);
    expect((await history('nobody')).status).toBe(404);
    expect((await history(w.bernd.id, '', w.other.root.token)).status).toBe(404);
    await signInAgain();
    expect((await history(w.bernd.id, '', w.manager.token)).status).toBe(403);
    expect((await history(w.admin.id, '', w.bernd.token)).status).toBe(403);
  });
});
