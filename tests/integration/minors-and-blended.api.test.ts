import { beforeAll, describe, expect, it } from 'vitest';
import { signInAgain, useApiWorld } from '../support/world';
import { dbTargets } from '../support/db';
import { eventsAppendedBy, expectNoEventsAppendedBy } from '../support/appended';
import { pdfText } from '../support/pdf';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import type { TestUser } from '../support/company';
import { fixedClock } from '../../src/platform/clock';
import { complianceTables } from '../../projections/compliance/schema';

/** A member's cell: what differs per person, in the order of the page's `trainings` (issue 31). */
interface Cell {
  status: string;
  recertificationMonths: number | null;
  completedAt: string | null;
  validUntil: string | null;
  awaitingPracticalPart?: true;
}
interface Progress {
  trainings: { id: string; requiresPracticalPart: boolean; canSignOffPracticalPart?: boolean }[];
  members: { id: string; firstName: string; trainings: Cell[] }[];
  stats: Record<string, number>;
}
interface MyTraining {
  id: string;
  status: string;
  dueDate: string | null;
  completedAt: string | null;
  completionId: string | null;
  action: string;
  awaitingPracticalPart: boolean;
  recertificationMonths: number | null;
  recertificationReason: string | null;
}

const START = '2026-01-15T09:00:00.000Z';

/**
 * Issue 16, items 6 and 7 through the real API: a person's date of birth (root and admin only; under
 * 18 a recertifying training is due after at most six months) and blended trainings (the online
 * completion waits for the instructor's sign-off of the practical part before it counts and before
 * its evidence is issued). Ends with a rebuild of the compliance read model that equals the live tables.
 */
describe.each(dbTargets())('per-person frequency and blended trainings on %s', (target) => {
  const clock = fixedClock(START);
  const w = useApiWorld(target, {
    app: { clock, config: { sessionIdleHours: 24 * 400 } },
    users: { owner: ['manager', 'Olga'], otherManager: ['manager', 'Max'], admin: ['admin', 'Ada'], lena: ['non-managing', 'Lena'], tom: ['non-managing', 'Tom'], auditor: ['auditor', 'Paula'] },
  });
  let unit: string;
  let yearly: string;
  let blended: string;

  const travel = async (iso: string) => {
    clock.set(iso);
    await signInAgain(w.api, [w.owner, w.otherManager, w.admin, w.lena, w.tom, w.auditor, w.acme.root]);
  };
  const progress = async () => {
    const res = await w.api<Progress>('GET', `/api/user-groups/${unit}/progress`, { token: w.owner.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const cell = (p: Progress, firstName: string, trainingId: string) => p.members.find((m) => m.firstName === firstName)!.trainings[p.trainings.findIndex((t) => t.id === trainingId)]!;
  const mine = async (u: TestUser, trainingId: string) => {
    const res = await w.api<{ trainings: MyTraining[] }>('GET', '/api/user/my-trainings', { token: u.token });
    expect(res.status).toBe(200);
    return res.body.trainings.find((t) => t.id === trainingId)!;
  };
  const setBirth = (by: TestUser, u: TestUser, dateOfBirth: string | null, lang?: string) =>
    w.api<{ dateOfBirth?: string | null; message?: string; code?: string; field?: string }>('PATCH', `/api/users/${u.id}`, { token: by.token, body: { dateOfBirth }, ...(lang ? { lang } : {}) });
  const signOff = (by: TestUser, u: TestUser, body: Record<string, unknown>, lang?: string) =>
    w.api<{ code?: string; message?: string; field?: string; practical?: Record<string, unknown>; evidenceUrl?: string }>(
      'POST',
      `/api/trainings/${blended}/participants/${u.id}/practical-sign-off`,
      { token: by.token, body, ...(lang ? { lang } : {}) },
    );
  const evidence = (u: TestUser, completionId: string) => fetch(`${w.t.baseUrl}/api/completions/${completionId}/evidence.pdf?lang=de`, { headers: { Authorization: `Bearer ${u.token}` } });

  beforeAll(async () => {
    yearly = await publishedTraining(w.api, w.owner, 'Gabelstapler', { requiresRecertification: true, recertificationPeriod: '1_year' }, 'Text');
    blended = await publishedTraining(w.api, w.owner, 'Feuerlöscher-Übung', { requiresRecertification: true, recertificationPeriod: '1_year', requiresPracticalPart: true }, 'Text');
    unit = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.owner.token, body: { name: 'Azubis' } })).body.id;
    for (const u of [w.lena, w.tom]) expect((await w.api('POST', `/api/user-groups/${unit}/members`, { token: w.owner.token, body: { userId: u.id } })).status).toBe(201);
    for (const t of [yearly, blended]) expect((await w.api('POST', `/api/user-groups/${unit}/trainings`, { token: w.owner.token, body: { trainingId: t, weeks: 4 } })).status).toBe(201);
  });

  describe('date of birth: root and admin only', () => {
    it('root and admin set, change and clear it; their users list shows it', async () => {
      const set = await setBirth(w.acme.root, w.lena, '2009-06-01');
      expect(set.status).toBe(200);
      expect(set.body.dateOfBirth).toBe('2009-06-01');
      const list = await w.api<{ users: { id: string; dateOfBirth?: string | null }[] }>('GET', '/api/users', { token: w.admin.token });
      expect(list.body.users.find((u) => u.id === w.lena.id)!.dateOfBirth).toBe('2009-06-01');
      expect(list.body.users.find((u) => u.id === w.tom.id)!.dateOfBirth).toBeNull();
      expect((await setBirth(w.admin, w.tom, '1990-01-01')).body.dateOfBirth).toBe('1990-01-01');
      expect((await setBirth(w.admin, w.tom, null)).body.dateOfBirth).toBeNull();
      const invited = await w.api<{ id: string; dateOfBirth?: string | null }>('POST', '/api/users', {
        token: w.admin.token,
        body: { email: `azubi-${Date.now()}@firma.de`, firstName: 'Ali', lastName: 'Azubi', password: 'start123', role: 'non-managing', dateOfBirth: '2010-02-28' },
      });
      expect(invited.status).toBe(201);
      expect(invited.body.dateOfBirth).toBe('2010-02-28');
    });

    it('is in no answer to the other roles: not the manager’s users list or edit answer, not the person’s own, not the report, not the auditor’s', async () => {
      const bodies: unknown[] = [];
      const manager = await w.api<{ users: Record<string, unknown>[] }>('GET', '/api/users', { token: w.owner.token });
      expect(manager.status).toBe(200);
      for (const u of manager.body.users) expect(u).not.toHaveProperty('dateOfBirth');
      bodies.push(manager.body);
      const edited = await w.api<Record<string, unknown>>('PATCH', `/api/users/${w.lena.id}`, { token: w.owner.token, body: { lastName: 'Lehrling' } });
      expect(edited.status).toBe(200);
      expect(edited.body).not.toHaveProperty('dateOfBirth');
      bodies.push(edited.body);
      const auditor = await w.api<{ users: Record<string, unknown>[] }>('GET', '/api/users', { token: w.auditor.token });
      expect(auditor.status).toBe(200);
      for (const u of auditor.body.users) expect(u).not.toHaveProperty('dateOfBirth');
      bodies.push(auditor.body);
      for (const [path, token] of [
        ['/api/auth/me', w.lena.token],
        ['/api/user/my-trainings', w.lena.token],
        [`/api/user-groups/${unit}/progress`, w.owner.token],
        [`/api/user-assignments/${w.lena.id}`, w.owner.token],
        [`/api/audit/compliance?asOf=${encodeURIComponent(START)}`, w.auditor.token],
      ] as const) {
        const res = await w.api(`GET`, path, { token });
        expect(res.status, path).toBe(200);
        bodies.push(res.body);
      }
      for (const b of bodies) expect(JSON.stringify(b)).not.toContain('2009-06-01');
    });

    it('a manager may not set one (403), nor invite with one', async () => {
      const res = await setBirth(w.owner, w.tom, '2008-01-01');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'date_of_birth_not_allowed', message: 'Das Geburtsdatum dürfen nur Root- und Admin-Benutzer erfassen.' });
      const invite = await w.api<{ code: string }>('POST', '/api/users', {
        token: w.owner.token,
        body: { email: `x-${Date.now()}@firma.de`, firstName: 'X', lastName: 'Y', password: 'start123', role: 'non-managing', dateOfBirth: '2010-01-01' },
      });
      expect(invite.status).toBe(403);
      expect(invite.body.code).toBe('date_of_birth_not_allowed');
    });

    it('a real past day not before 1900: 400 in German, English for an English request', async () => {
      const future = await setBirth(w.admin, w.tom, '2026-01-15');
      expect(future.status).toBe(400);
      expect(future.body).toMatchObject({ code: 'date_of_birth_not_in_past', field: 'dateOfBirth', message: 'Das Geburtsdatum muss in der Vergangenheit liegen.' });
      const early = await setBirth(w.admin, w.tom, '1899-12-31', 'en');
      expect(early.status).toBe(400);
      expect(early.body).toMatchObject({ code: 'date_of_birth_too_early', message: 'The date of birth must not be before 01/01/1900.' });
      for (const bad of ['2009-02-30', '01.06.2009', 'gestern']) {
        const res = await setBirth(w.admin, w.tom, bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.message, bad).toContain('Geburtsdatum');
      }
    });
  });

  describe('under 18: a yearly training is due after six months', () => {
    it('the minor’s completion is valid for six months, the adult’s for a year; My Learning says why', async () => {
      await completeTraining(w.api, w.lena, yearly);
      await completeTraining(w.api, w.tom, yearly);
      const p = await progress();
      expect(cell(p, 'Lena', yearly)).toMatchObject({ status: 'completed', validUntil: '2026-07-15T09:00:00.000Z', recertificationMonths: 6 });
      expect(cell(p, 'Tom', yearly)).toMatchObject({ status: 'completed', validUntil: '2027-01-15T09:00:00.000Z', recertificationMonths: 12 });
      expect(await mine(w.lena, yearly)).toMatchObject({ status: 'completed', dueDate: '2026-07-15T09:00:00.000Z', recertificationMonths: 6, recertificationReason: 'under_18' });
      expect(await mine(w.tom, yearly)).toMatchObject({ dueDate: '2027-01-15T09:00:00.000Z', recertificationMonths: 12, recertificationReason: null });
    });

    it('the injectable clock: the window opens after four months, the completion expires after six', async () => {
      await travel(new Date(Date.parse('2026-05-15T09:00:00.000Z') + 1).toISOString());
      expect((await mine(w.lena, yearly)).status).toBe('recertification_required');
      expect(cell(await progress(), 'Lena', yearly).status).toBe('recertification_due');
      await travel('2026-07-16T09:00:00.000Z');
      expect(await mine(w.lena, yearly)).toMatchObject({ status: 'expired', action: 'renew' });
      const p = await progress();
      expect(cell(p, 'Lena', yearly).status).toBe('expired');
      expect(cell(p, 'Tom', yearly).status).toBe('completed');
      const root = await w.api<{ completedTrainings: number }>('GET', '/api/dashboard/stats', { token: w.acme.root.token });
      expect(root.body.completedTrainings).toBe(1);
    });

    it('a change of the date of birth re-derives the person’s rows', async () => {
      expect((await setBirth(w.admin, w.lena, null)).status).toBe(200);
      let p = await progress();
      expect(cell(p, 'Lena', yearly)).toMatchObject({ status: 'completed', validUntil: '2027-01-15T09:00:00.000Z' });
      expect((await mine(w.lena, yearly)).recertificationReason).toBeNull();
      expect((await setBirth(w.admin, w.lena, '2009-06-01')).status).toBe(200);
      p = await progress();
      expect(cell(p, 'Lena', yearly)).toMatchObject({ status: 'expired', validUntil: '2026-07-15T09:00:00.000Z' });
    });
  });

  describe('blended training: the practical part', () => {
    let completionId: string;

    it('the online completion waits for the practical part: report, My Learning, dashboard, no evidence yet', async () => {
      await completeTraining(w.api, w.tom, blended);
      const my = await mine(w.tom, blended);
      expect(my).toMatchObject({ status: 'awaiting_practical', awaitingPracticalPart: true, completionId: null, action: 'view' });
      const p = await progress();
      expect(cell(p, 'Tom', blended)).toMatchObject({ status: 'awaiting_practical', completedAt: null, validUntil: null, awaitingPracticalPart: true });
      expect(p.stats.awaitingPractical).toBe(1);
      expect(p.trainings.find((t) => t.id === blended)).toMatchObject({ requiresPracticalPart: true, canSignOffPracticalPart: true });
      expect((await w.api<Progress>('GET', `/api/user-groups/${unit}/progress?status=awaiting_practical`, { token: w.owner.token })).body.members.map((m) => m.firstName)).toEqual(['Tom']);
      const pdf = await fetch(`${w.t.baseUrl}/api/user-groups/${unit}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.owner.token}` } });
      expect(pdfText(await pdf.arrayBuffer())).toContain('Wartet auf Praxisteil');
      // the person's own figures: not completed
      const stats = await w.api<{ personal: { completed: number } }>('GET', '/api/dashboard/stats', { token: w.tom.token });
      expect(stats.body.personal.completed).toBe(1);
      const completions = await w.api<{ completions: { id: string; trainingId: string; status: string; evidenceUrl: string | null; practical?: unknown }[] }>('GET', '/api/user/completions', { token: w.tom.token });
      const pending = completions.body.completions.find((c) => c.trainingId === blended)!;
      expect(pending).toMatchObject({ status: 'awaiting_practical', evidenceUrl: null, practical: null });
      completionId = pending.id;
      const refused = await evidence(w.tom, completionId);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'practical_part_pending', message: 'Der Nachweis wird erst ausgestellt, wenn der Praxisteil bestätigt ist.' });
      // no new cycle opens while it waits
      const start = await w.api<{ cycle: number; step: string; completion: { evidenceUrl: string | null; practical: unknown } }>('POST', `/api/trainings/${blended}/start`, { token: w.tom.token });
      expect(start.body).toMatchObject({ cycle: 1, step: 'completed', completion: { evidenceUrl: null, practical: null } });
    });

    it('who signs off: owner, co-owners, admin, root; not the learner, another manager or the auditor', async () => {
      const body = { date: '2026-07-16', place: 'Übungsplatz Nord', instructorName: 'Olga Test' };
      for (const u of [w.tom, w.otherManager, w.auditor]) {
        const res = await signOff(u, w.tom, body);
        expect(res.status, u.role).toBe(403);
      }
      // not before the online part: Lena has not started
      const early = await signOff(w.owner, w.lena, body);
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('online_part_not_completed');
    });

    it('bad sign-offs are 400 with a clear message and change nothing', async () => {
      const future = await expectNoEventsAppendedBy(w.t, w.owner.id, () => signOff(w.owner, w.tom, { date: '2026-07-17', place: 'Halle', instructorName: 'Olga' }));
      expect(future.status).toBe(400);
      expect(future.body).toMatchObject({ code: 'practical_date_in_future', field: 'date', message: 'Das Datum des Praxisteils darf nicht in der Zukunft liegen.' });
      const noPlace = await signOff(w.owner, w.tom, { date: '2026-07-16', place: ' ', instructorName: 'Olga' }, 'en');
      expect(noPlace.status).toBe(400);
      expect(noPlace.body).toMatchObject({ code: 'practical_place_required', message: 'Please enter the place of the practical part.' });
      const noInstructor = await signOff(w.owner, w.tom, { date: '2026-07-16', place: 'Halle' });
      expect(noInstructor.status).toBe(400);
      expect(noInstructor.body.code).toBe('practical_instructor_required');
      const badDate = await signOff(w.owner, w.tom, { date: '16.07.2026', place: 'Halle', instructorName: 'Olga' });
      expect(badDate.status).toBe(400);
      expect(badDate.body.message).toContain('Datum des Praxisteils');
      expect(cell(await progress(), 'Tom', blended).status).toBe('awaiting_practical');
    });

    it('the owner signs off: the cycle counts from now, and the evidence shows the practical part', async () => {
      const { answer: res, events } = await eventsAppendedBy(w.t, w.owner.id, () =>
        signOff(w.owner, w.tom, { date: '2026-07-16', place: 'Übungsplatz Nord', instructorUserId: w.owner.id, note: 'Löschübung bestanden' }),
      );
      expect(res.status).toBe(200);
      expect(events).toEqual([
        {
          type: 'learning.PracticalPartSignedOff',
          streamId: expect.stringMatching(new RegExp(`^learning-enrolment-${w.tom.id}-${blended}-\\d+$`)),
          data: expect.objectContaining({ practicalDate: '2026-07-16', place: 'Übungsplatz Nord', instructorName: 'Olga Test', instructorUserId: w.owner.id, note: 'Löschübung bestanden', signedOffBy: w.owner.id }),
        },
      ]);
      expect(res.body).toMatchObject({ practical: { practicalDate: '2026-07-16', place: 'Übungsplatz Nord', instructorName: 'Olga Test', note: 'Löschübung bestanden', signedOffByName: 'Olga Test' } });
      const p = await progress();
      expect(cell(p, 'Tom', blended)).toMatchObject({ status: 'completed', completedAt: '2026-07-16T09:00:00.000Z', validUntil: '2027-07-16T09:00:00.000Z' });
      expect(cell(p, 'Tom', blended)).not.toHaveProperty('awaitingPracticalPart');
      expect(p.stats.awaitingPractical).toBe(0);
      expect(await mine(w.tom, blended)).toMatchObject({ status: 'completed', awaitingPracticalPart: false, completionId, completedAt: '2026-07-16T09:00:00.000Z', dueDate: '2027-07-16T09:00:00.000Z' });
      const pdf = await evidence(w.tom, completionId);
      expect(pdf.status).toBe(200);
      const text = pdfText(await pdf.arrayBuffer());
      for (const s of ['Praxisteil', 'Übungsplatz Nord', 'Olga Test', '16.07.2026', 'Löschübung bestanden']) expect(text).toContain(s);
      // once per cycle
      const again = await expectNoEventsAppendedBy(w.t, w.admin.id, () => signOff(w.admin, w.tom, { date: '2026-07-16', place: 'Halle', instructorName: 'Ada' }));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('practical_part_already_signed_off');
    });

    it('an admin signs off a minor: her blended yearly training is then due after six months', async () => {
      await travel('2026-08-03T09:00:00.000Z');
      await completeTraining(w.api, w.lena, blended);
      expect((await mine(w.lena, blended)).status).toBe('awaiting_practical');
      await travel('2026-08-10T09:00:00.000Z');
      const res = await signOff(w.admin, w.lena, { date: '2026-08-07', place: 'Halle 2', instructorName: 'Externer Brandschutzhelfer' });
      expect(res.status).toBe(200);
      // validity starts at the sign-off, and she is under 18 on that day
      expect(cell(await progress(), 'Lena', blended)).toMatchObject({ status: 'completed', completedAt: '2026-08-10T09:00:00.000Z', validUntil: '2027-02-10T09:00:00.000Z' });
      // My Learning dates the completion at the sign-off too (online on 3 August)
      expect(await mine(w.lena, blended)).toMatchObject({ completedAt: '2026-08-10T09:00:00.000Z', dueDate: '2027-02-10T09:00:00.000Z', recertificationMonths: 6, recertificationReason: 'under_18' });
    });
  });

  it('with both features present, the compliance read model rebuilds to exactly the live tables', async () => {
    const snapshot = async () => {
      const out: Record<string, string[]> = {};
      for (const table of complianceTables) out[table] = (await w.t.app.kernel.db.query(`SELECT * FROM ${table}`)).rows.map((x) => JSON.stringify(x)).sort();
      return out;
    };
    const live = await snapshot();
    expect(live.cmp_people!.some((r) => r.includes('2009-06-01'))).toBe(true);
    expect(live.compliance_assignments!.length).toBe(4);
    await w.t.app.kernel.projections.rebuild('compliance');
    expect(await snapshot()).toEqual(live);
  });
});
