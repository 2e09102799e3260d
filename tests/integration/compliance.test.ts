import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../support/company';
import { signInAgain, useApiWorld } from '../support/world';
import { pdfText } from '../support/pdf';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { dbTargets } from '../support/db';
import { fixedClock } from '../../src/platform/clock';
import { complianceTables } from '../../projections/compliance/schema';
import { complianceEventTypes, complianceProjection } from '../../projections/compliance';
import { writeFactsOverlapped } from '../../projections/compliance/bulk';
import { readReplayIn, START_POSITION } from '../../src/platform/eventstore';

/** A member's cell: what differs per person, in the order of the page's `trainings` (issue 31). */
interface Cell {
  status: string;
  completedAt: string | null;
  validUntil: string | null;
}
interface Progress {
  group: { name: string; memberCount: number };
  trainings: { id: string; deadline: string | null; viaBundle: string | null }[];
  members: { id: string; firstName: string; trainings: Cell[] }[];
  stats: Record<string, number>;
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
interface Stats {
  completedTrainings: number;
  complianceRate: number;
  teamCompletionRate: number;
  assignedTrainings: number;
  myGroupsCount: number;
  myGroupMembers: number;
  personal: { assigned: number; open: number; completed: number; overdue: number; completionRate: number };
}

const START = '2026-01-31T09:00:00.000Z';

/**
 * The compliance read model end to end: assignments through groups and bundles, completions,
 * membership, bundle, deadline, training and group changes, time-dependent status from the clock,
 * the paged group progress report (JSON and PDF), the dashboards, and a rebuild from position zero
 * that equals the live tables.
 */
describe.each(dbTargets())('compliance read model on %s', (target) => {
  const clock = fixedClock(START);
  const w = useApiWorld(target, { app: { clock }, users: { manager: ['manager', 'Jonas'], anna: ['non-managing', 'Anna'], bernd: ['non-managing', 'Bernd'], carla: ['non-managing', 'Carla'] } });
  let nord: string;
  let sued: string;
  let bundle: string;
  const tr: Record<'stapler' | 'erste' | 'brand', string> = { stapler: '', erste: '', brand: '' };

  const travel = async (iso: string) => {
    clock.set(iso);
    await signInAgain(w.api, [w.manager, w.anna, w.bernd, w.carla, w.acme.root]);
  };
  const training = (title: string, extra: Record<string, unknown> = {}) => publishedTraining(w.api, w.manager, title, extra, 'Text');
  const complete = (u: TestUser, trainingId: string) => completeTraining(w.api, u, trainingId);
  /** A member's statuses in the given trainings, by name. */
  const statuses = (p: Progress, firstName: string, ids: string[]) => {
    const m = p.members.find((x) => x.firstName === firstName)!;
    return ids.map((id) => m.trainings[p.trainings.findIndex((t) => t.id === id)]!.status);
  };
  const cell = (p: Progress, firstName: string, id: string) => p.members.find((x) => x.firstName === firstName)!.trainings[p.trainings.findIndex((t) => t.id === id)]!;
  const progress = (groupId: string, query = '') => w.api<Progress>('GET', `/api/user-groups/${groupId}/progress${query}`, { token: w.manager.token });
  const stats = (u: TestUser) => w.api<Stats>('GET', '/api/dashboard/stats', { token: u.token }).then((r) => r.body);
  const rows = async () => {
    const { rows: r } = await w.t.app.kernel.db.query<{ user_id: string; training_id: string; deadline: Date | null }>(
      'SELECT user_id, training_id, deadline FROM compliance_assignments ORDER BY user_id, training_id',
    );
    const name = new Map([
      [w.anna.id, 'anna'],
      [w.bernd.id, 'bernd'],
      [w.carla.id, 'carla'],
    ]);
    const title = new Map(Object.entries(tr).map(([k, v]) => [v, k]));
    return r.map((x) => `${name.get(x.user_id)}:${title.get(x.training_id)}`).sort();
  };

  beforeAll(async () => {
    tr.stapler = await training('Staplerschein', { requiresRecertification: true, recertificationPeriod: '1_year' });
    tr.erste = await training('Erste Hilfe');
    tr.brand = await training('Brandschutz');
    nord = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Nord' } })).body.id;
    sued = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Süd' } })).body.id;
    bundle = (await w.api<{ id: string }>('POST', '/api/training-bundles', { token: w.manager.token, body: { name: 'Grundlagen' } })).body.id;
    expect((await w.api('PUT', `/api/training-bundles/${bundle}/trainings`, { token: w.manager.token, body: { trainingIds: [tr.erste, tr.brand] } })).status).toBe(200);
    for (const u of [w.anna, w.bernd]) expect((await w.api('POST', `/api/user-groups/${nord}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    for (const u of [w.bernd, w.carla]) expect((await w.api('POST', `/api/user-groups/${sued}/members`, { token: w.manager.token, body: { userId: u.id } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${nord}/trainings`, { token: w.manager.token, body: { trainingId: tr.stapler, weeks: 1 } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${nord}/bundles`, { token: w.manager.token, body: { bundleId: bundle, weeks: 4 } })).status).toBe(201);
    expect((await w.api('POST', `/api/user-groups/${sued}/trainings`, { token: w.manager.token, body: { trainingId: tr.erste, weeks: 2 } })).status).toBe(201);
  });

  it('holds one row per person and training assigned through a group or a bundle, with the earliest deadline', async () => {
    expect(await rows()).toEqual(['anna:brand', 'anna:erste', 'anna:stapler', 'bernd:brand', 'bernd:erste', 'bernd:stapler', 'carla:erste']);
    const { rows: b } = await w.t.app.kernel.db.query<{ deadline: Date }>('SELECT deadline FROM compliance_assignments WHERE user_id = $1 AND training_id = $2', [w.bernd.id, tr.erste]);
    // Süd gives two weeks, the bundle in Nord four: the earlier one counts
    expect(new Date(b[0]!.deadline).toISOString()).toBe('2026-02-14T09:00:00.000Z');
  });

  it('counts the dashboards from it and shows the group progress page with its cards', async () => {
    await complete(w.anna, tr.stapler);
    await complete(w.anna, tr.erste);
    await complete(w.carla, tr.erste);
    expect(await stats(w.acme.root)).toMatchObject({ completedTrainings: 3, complianceRate: 43 });
    expect(await stats(w.manager)).toMatchObject({ assignedTrainings: 3, teamCompletionRate: 43 });
    expect((await stats(w.anna)).personal).toEqual({ assigned: 3, open: 1, completed: 2, overdue: 0, completionRate: 67 });
    const p = await progress(nord);
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ page: 1, pageSize: 50, totalCount: 2, totalPages: 1, group: { memberCount: 2 } });
    expect(Object.fromEntries(p.body.trainings.map((x) => [x.id, x.viaBundle]))).toEqual({ [tr.stapler]: null, [tr.erste]: 'Grundlagen', [tr.brand]: 'Grundlagen' });
    expect(p.body.members.map((m) => m.firstName)).toEqual(['Anna', 'Bernd']);
    expect(statuses(p.body, 'Anna', [tr.stapler, tr.erste, tr.brand])).toEqual(['completed', 'completed', 'assigned']);
    expect(cell(p.body, 'Anna', tr.stapler).validUntil).toBe('2027-01-31T09:00:00.000Z');
    expect(cell(p.body, 'Anna', tr.erste).validUntil).toBeNull();
    expect(p.body.stats).toMatchObject({ members: 2, trainings: 3, assignments: 6, completed: 2, assigned: 4, completionRate: 33 });
  });

  it('pages, searches and filters members on the server; bad queries are 400 in the caller language', async () => {
    expect((await progress(nord, '?limit=1&page=2')).body).toMatchObject({ page: 2, pageSize: 1, totalCount: 2, totalPages: 2, members: [{ firstName: 'Bernd' }] });
    expect((await progress(nord, '?search=ann')).body.members.map((m) => m.firstName)).toEqual(['Anna']);
    expect((await progress(nord, '?status=completed')).body.members.map((m) => m.firstName)).toEqual(['Anna']);
    const filtered = await progress(nord, '?status=in_progress');
    expect(filtered.body).toMatchObject({ totalCount: 0, members: [] });
    // the cards stay those of the whole group
    expect(filtered.body.stats.assignments).toBe(6);
    const bad = await w.api<{ message: string }>('GET', `/api/user-groups/${nord}/progress?status=bogus`, { token: w.manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unbekannter Status');
    expect((await w.api<{ message: string }>('GET', `/api/user-groups/${nord}/progress?limit=51`, { token: w.manager.token, lang: 'en' })).body.message).toBe('A page holds 1 to 50 members.');
    expect((await w.api('GET', `/api/user-groups/${nord}/progress?page=0`, { token: w.manager.token })).status).toBe(400);
  });

  it('shows recertification due and expired as their own statuses, in JSON and in the PDF', async () => {
    await travel('2026-11-30T09:00:00.000Z');
    let p = await progress(nord);
    expect(cell(p.body, 'Anna', tr.stapler).status).toBe('recertification_due');
    expect(p.body.stats).toMatchObject({ recertificationDue: 1, completed: 1, completionRate: 33 });
    // Bernd never started: his deadlines passed
    expect(statuses(p.body, 'Bernd', [tr.stapler, tr.erste, tr.brand])).toEqual(['overdue', 'overdue', 'overdue']);
    expect((await stats(w.acme.root)).complianceRate).toBe(43);
    await travel('2027-01-31T09:00:00.001Z');
    p = await progress(nord);
    expect(cell(p.body, 'Anna', tr.stapler).status).toBe('expired');
    expect(p.body.stats).toMatchObject({ expired: 1, completed: 1, completionRate: 17 });
    expect((await stats(w.acme.root)).complianceRate).toBe(29);
    expect((await stats(w.anna)).personal).toMatchObject({ completed: 1, overdue: 2 });
    const res = await fetch(`${w.t.baseUrl}/api/user-groups/${nord}/progress/report.pdf?lang=de`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    expect(res.status).toBe(200);
    const text = pdfText(await res.arrayBuffer());
    expect(text).toContain('Abgelaufen');
    expect(text).toContain('Überfällig');
    await travel('2026-11-30T09:00:00.000Z');
    const again = await fetch(`${w.t.baseUrl}/api/user-groups/${nord}/progress/report.pdf?lang=en`, { headers: { Authorization: `Bearer ${w.manager.token}` } });
    expect(pdfText(await again.arrayBuffer())).toContain('Recertification due');
  });

  it('follows membership, bundle, deadline, training and group changes', async () => {
    await travel(START);
    // a longer recertification period moves the validity
    expect((await w.api('PATCH', `/api/trainings/${tr.stapler}`, { token: w.manager.token, body: { recertificationPeriod: '2_years' } })).status).toBe(200);
    let p = await progress(nord);
    expect(cell(p.body, 'Anna', tr.stapler).validUntil).toBe('2028-01-31T09:00:00.000Z');
    // a deadline override applies to the group's rows
    expect((await w.api('PATCH', `/api/group-trainings/${tr.brand}/deadline`, { token: w.manager.token, body: { groupId: nord, weeks: 1 } })).status).toBe(200);
    p = await progress(nord);
    expect(p.body.trainings.find((x) => x.id === tr.brand)!.deadline).toBe('2026-02-07T09:00:00.000Z');
    // Bernd leaves Nord: Erste Hilfe stays through Süd, the rest goes
    expect((await w.api('DELETE', `/api/user-groups/${nord}/members/${w.bernd.id}`, { token: w.manager.token })).status).toBe(204);
    expect(await rows()).toEqual(['anna:brand', 'anna:erste', 'anna:stapler', 'bernd:erste', 'carla:erste']);
    // the manager's units are kept between answers (projections/dashboard/stats.ts): each change below reaches them
    expect(await stats(w.manager)).toMatchObject({ myGroupsCount: 2, myGroupMembers: 3, assignedTrainings: 3 });
    // the bundle loses Brandschutz
    expect((await w.api('PUT', `/api/training-bundles/${bundle}/trainings`, { token: w.manager.token, body: { trainingIds: [tr.erste] } })).status).toBe(200);
    expect(await rows()).toEqual(['anna:erste', 'anna:stapler', 'bernd:erste', 'carla:erste']);
    expect(await stats(w.manager)).toMatchObject({ myGroupsCount: 2, myGroupMembers: 3, assignedTrainings: 2 });
    // Süd is deleted: its people keep only what other groups give them
    expect((await w.api('DELETE', `/api/user-groups/${sued}`, { token: w.manager.token })).status).toBe(204);
    expect(await rows()).toEqual(['anna:erste', 'anna:stapler']);
    expect(await stats(w.manager)).toMatchObject({ myGroupsCount: 1, myGroupMembers: 1, assignedTrainings: 2 });
    // a kept page follows a rename of the group at once
    expect((await progress(nord)).body.group).toMatchObject({ memberCount: 1 });
    expect((await w.api('PATCH', `/api/user-groups/${nord}`, { token: w.manager.token, body: { name: 'Werk Nord 2' } })).status).toBe(200);
    expect((await progress(nord)).body.group).toMatchObject({ name: 'Werk Nord 2', memberCount: 1 });
    // Bernd joins again and gets Nord's trainings back
    expect((await w.api('POST', `/api/user-groups/${nord}/members`, { token: w.manager.token, body: { userId: w.bernd.id } })).status).toBe(201);
    expect(await rows()).toEqual(['anna:erste', 'anna:stapler', 'bernd:erste', 'bernd:stapler']);
    expect((await progress(nord)).body).toMatchObject({ group: { memberCount: 2 }, totalCount: 2 });
    expect(await stats(w.manager)).toMatchObject({ myGroupsCount: 1, myGroupMembers: 2, assignedTrainings: 2 });
  });

  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of complianceTables) {
      const { rows: r } = await w.t.app.kernel.db.query(`SELECT * FROM ${table}`);
      out[table] = r.map((x) => JSON.stringify(x)).sort();
    }
    return out;
  };

  it('rebuilds from position zero to exactly the live tables', async () => {
    const live = await snapshot();
    expect(live.compliance_assignments!.length).toBe(4);
    await w.t.app.kernel.projections.rebuild('compliance');
    expect(await snapshot()).toEqual(live);
  });

  it('records the facts of a replay chunk by chunk (two events each, overlapped with the folding) as one batch would', async () => {
    const live = await snapshot();
    const db = w.t.app.kernel.db;
    await db.transaction(async (tx) => {
      // the checkpoint's lock: no step of the runner meanwhile
      await tx.query("SELECT position FROM projection_checkpoints WHERE name = 'compliance' FOR UPDATE");
      const events = await readReplayIn(tx, { after: START_POSITION, limit: 100_000, eventTypes: complianceEventTypes });
      expect(events.length).toBeGreaterThan(20);
      await complianceProjection.reset(tx);
      await writeFactsOverlapped(events, tx, 2);
      await complianceProjection.bulk!.finish(tx);
    });
    expect(await snapshot()).toEqual(live);
  });
});
