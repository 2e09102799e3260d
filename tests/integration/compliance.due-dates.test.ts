import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiWorld } from '../support/world';
import { completeTraining, publishedTraining } from '../support/learning-steps';
import { allMigrations } from '../support/app';
import { createTestDb, dbTargets, type TestDb } from '../support/db';
import { fixedClock } from '../../src/platform/clock';
import type { Queryable } from '../../src/platform/db';
import { headPositionIn, readAllIn } from '../../src/platform/eventstore';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/shared/contracts/notifications';
import { RECERTIFICATION_WINDOW_MONTHS } from '../../src/shared/rules';
import { assignmentsChangedBy, unitWideMembers, assignmentsWithDatesIn, complianceEventTypes, windowOpensSql, type AssignmentDates } from '../../projections/compliance';
import { dueBetween, escalationsBetween } from '../../src/modules/notifications/domain/due';
import { deadlineRanges } from '../../src/modules/notifications/read/due/scan';

const DAY = 86_400_000;
const START = '2026-03-02T09:00:00.000Z';
const EPOCH = new Date(0);

/** A Queryable that keeps the last statement it ran, to EXPLAIN it. */
function recording(q: Queryable): Queryable & { last: { sql: string; params: readonly unknown[] } } {
  const r = {
    last: { sql: '', params: [] as readonly unknown[] },
    query: <R extends object>(sql: string, params: readonly unknown[] = []) => {
      r.last = { sql, params };
      return q.query<R>(sql, params);
    },
    exec: (sql: string) => q.exec(sql),
  };
  return r;
}

/** The plan of a statement with sequential scans priced out: a Seq Scan left in it means no index can serve it. */
async function planWithoutSeqScans(db: TestDb['db'], last: { sql: string; params: readonly unknown[] }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${last.sql}`, last.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * The compliance dates as notifications read them (issue 16): the rows a batch changed, read by
 * key, and the rows due in a scan's span, read by index ranges, never the whole table.
 */
describe.each(dbTargets())('compliance due dates on %s', (target) => {
  describe('the rows a batch changed', () => {
    const clock = fixedClock(START);
    const w = useApiWorld(target, { app: { clock }, users: { manager: ['manager', 'Jonas'], anna: ['non-managing', 'Anna'], bernd: ['non-managing', 'Bernd'], carla: ['non-managing', 'Carla'] } });
    const tr = { stapler: '', erste: '', brand: '', leitern: '' };
    let nord = '';
    let sued = '';
    let bundle = '';
    const post = async (path: string, body: Record<string, unknown>) => {
      const r = await w.api('POST', path, { token: w.manager.token, body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    };
    /** The compliance events of what `act` does, and the rows assignmentsChangedBy reads for them (by name). */
    const changedBy = async (act: () => Promise<unknown>, since = EPOCH) => {
      const db = w.t.app.kernel.db;
      const before = await headPositionIn(db);
      await act();
      const events = await readAllIn(db, { after: before, eventTypes: complianceEventTypes });
      expect(events.length).toBeGreaterThan(0);
      const q = recording(db);
      const rows = await assignmentsChangedBy(q, events, since);
      const name = new Map([
        [w.anna.id, 'anna'],
        [w.bernd.id, 'bernd'],
        [w.carla.id, 'carla'],
      ]);
      const title = new Map(Object.entries(tr).map(([k, v]) => [v, k]));
      return { rows: rows.map((r) => `${name.get(r.userId)}:${title.get(r.trainingId)}`).sort(), q };
    };

    beforeAll(async () => {
      tr.stapler = await publishedTraining(w.api, w.manager, 'Staplerschein', { requiresRecertification: true, recertificationPeriod: '1_year' }, 'Text');
      tr.erste = await publishedTraining(w.api, w.manager, 'Erste Hilfe', {}, 'Text');
      tr.brand = await publishedTraining(w.api, w.manager, 'Brandschutz', {}, 'Text');
      nord = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Nord' } })).body.id;
      sued = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.manager.token, body: { name: 'Werk Süd' } })).body.id;
      bundle = (await w.api<{ id: string }>('POST', '/api/training-bundles', { token: w.manager.token, body: { name: 'Grundlagen' } })).body.id;
      expect((await w.api('PUT', `/api/training-bundles/${bundle}/trainings`, { token: w.manager.token, body: { trainingIds: [tr.erste] } })).status).toBe(200);
      for (const u of [w.anna, w.bernd]) await post(`/api/user-groups/${nord}/members`, { userId: u.id });
      await post(`/api/user-groups/${sued}/members`, { userId: w.carla.id });
      await post(`/api/user-groups/${nord}/trainings`, { trainingId: tr.stapler, weeks: 1 });
    });

    it('a training assigned to a group: the rows of that group\'s members and that training', async () => {
      const { rows } = await changedBy(() => post(`/api/user-groups/${sued}/trainings`, { trainingId: tr.brand, weeks: 2 }));
      expect(rows).toEqual(['carla:brand']);
    });

    it('a bundle assigned to a group, then a training added to the bundle: the members\' rows of the bundle\'s trainings', async () => {
      expect((await changedBy(() => post(`/api/user-groups/${nord}/bundles`, { bundleId: bundle, weeks: 4 }))).rows).toEqual(['anna:erste', 'bernd:erste']);
      const { rows } = await changedBy(async () => {
        expect((await w.api('PUT', `/api/training-bundles/${bundle}/trainings`, { token: w.manager.token, body: { trainingIds: [tr.erste, tr.brand] } })).status).toBe(200);
      });
      expect(rows).toEqual(['anna:brand', 'anna:erste', 'bernd:brand', 'bernd:erste']);
    });

    it('a unit-wide event read in pages of its units\' people, in id order: each page\'s rows are those people\'s, and the pages make up the whole', async () => {
      const db = w.t.app.kernel.db;
      const leitern = (tr.leitern = await publishedTraining(w.api, w.manager, 'Leitern und Tritte', {}, 'Text'));
      const before = await headPositionIn(db);
      await post(`/api/user-groups/${nord}/trainings`, { trainingId: leitern, weeks: 3 });
      const events = await readAllIn(db, { after: before, eventTypes: complianceEventTypes });
      const people: string[][] = [];
      for (let after: string | null = null; ; ) {
        const page = await unitWideMembers(db, events, after, 1);
        if (page.length === 0) break;
        people.push(page);
        after = page[page.length - 1]!;
      }
      expect(people.flat()).toEqual([w.anna.id, w.bernd.id].sort());
      expect(await unitWideMembers(db, events, null, 5)).toEqual([w.anna.id, w.bernd.id].sort());
      const key = (r: { userId: string; trainingId: string }) => `${r.userId}:${r.trainingId}`;
      const whole = (await assignmentsChangedBy(db, events, EPOCH)).map(key).sort();
      const paged = (await Promise.all(people.map((p) => assignmentsChangedBy(db, events, EPOCH, p)))).map((rows) => rows.map(key));
      expect(paged.map((rows) => rows.every((r) => r.startsWith(`${rows[0]!.split(':')[0]}:`)))).toEqual([true, true]);
      expect(paged.flat().sort()).toEqual(whole);
      expect(whole).toEqual([`${w.anna.id}:${leitern}`, `${w.bernd.id}:${leitern}`].sort());
    });

    it('a member added: that person\'s rows only, none of the others assigned in the same hour', async () => {
      const { rows, q } = await changedBy(() => post(`/api/user-groups/${nord}/members`, { userId: w.carla.id }));
      expect(rows).toEqual(['carla:brand', 'carla:erste', 'carla:leitern', 'carla:stapler']);
      // by key: the primary key of compliance_assignments, never a scan of it
      const plan = await planWithoutSeqScans(w.t.app.kernel.db, q.last);
      expect(plan).not.toMatch(/Seq Scan on compliance_assignments/);
      expect(plan).toMatch(/compliance_assignments_pkey/);
    });

    it('reads nothing for a batch without assignments (a completion), and nothing assigned before `since`', async () => {
      const { rows, q } = await changedBy(() => completeTraining(w.api, w.anna, tr.erste));
      expect(rows).toEqual([]);
      expect(q.last.sql).toBe('');
      expect((await changedBy(() => post(`/api/user-groups/${sued}/trainings`, { trainingId: tr.stapler, weeks: 3 }), new Date(Date.parse(START) + DAY))).rows).toEqual([]);
    });
  });

  describe('the rows due in a span', () => {
    let t: TestDb;
    const company = 'c-due';
    const all: AssignmentDates[] = [];
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const someInstant = (days: number) => new Date(base + Math.floor(random() * days * DAY));

    beforeAll(async () => {
      t = await createTestDb(target, allMigrations());
      const rows: unknown[][] = [];
      for (let i = 0; i < 600; i++) {
        const assigned = someInstant(200);
        const deadline = random() < 0.8 ? new Date(assigned.getTime() + Math.floor(random() * 60) * DAY) : null;
        const completed = random() < 0.5 ? someInstant(400) : null;
        const recertifies = random() < 0.7;
        rows.push([`u${i % 97}`, `t${i}`, assigned, deadline, completed, recertifies, random() < 0.05]);
      }
      await t.db.query(
        `INSERT INTO compliance_assignments (company_id, user_id, training_id, assigned_at, deadline, is_required, requires_recertification, training_deleted,
                                             started_at, in_progress, completed_at, completion_id, valid_until, window_opens)
         SELECT $1, x.u, x.t, x.a, x.d, true, x.r, x.del, NULL, false, x.c, NULL, v.valid_until, ${windowOpensSql('v.valid_until', `${RECERTIFICATION_WINDOW_MONTHS}`)}
           FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[], $7::boolean[], $8::boolean[]) AS x(u, t, a, d, c, r, del)
           CROSS JOIN LATERAL (SELECT CASE WHEN x.c IS NULL THEN NULL WHEN NOT x.r THEN 'infinity'::timestamptz
                                           ELSE ((x.c AT TIME ZONE 'UTC') + make_interval(months => 12)) AT TIME ZONE 'UTC' END AS valid_until) v`,
        [company, ...[0, 1, 2, 3, 4, 5, 6].map((c) => rows.map((r) => r[c]))],
      );
      await t.db.query('ANALYZE compliance_assignments');
      // every row, as the whole-table read of the first version saw them
      const { rows: read } = await t.db.query<{ user_id: string; training_id: string; assigned_at: Date; deadline: Date | null; completed_at: Date | null; valid_until: Date | null; window_opens: Date | null }>(
        `SELECT user_id, training_id, assigned_at, deadline, completed_at,
                CASE WHEN valid_until = 'infinity' THEN NULL ELSE valid_until END AS valid_until, CASE WHEN window_opens = 'infinity' THEN NULL ELSE window_opens END AS window_opens
           FROM compliance_assignments WHERE NOT training_deleted`,
      );
      const d = (v: Date | string | null) => (v === null ? null : new Date(v));
      for (const r of read) all.push({ companyId: company, userId: r.user_id, trainingId: r.training_id, assignedAt: new Date(r.assigned_at), deadline: d(r.deadline), completedAt: d(r.completed_at), validUntil: d(r.valid_until), windowOpens: d(r.window_opens) });
    }, 60_000);
    afterAll(async () => {
      await t?.drop();
    });

    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, reminderDays: [7, 1], escalationDays: [7, 14] as const };
    const key = (n: object) => JSON.stringify(n);

    it('loses no notification of the whole table: reminders, overdue, escalations, windows and expiries of random spans', async () => {
      let seen = 0;
      for (let i = 0; i < 60; i++) {
        const from = someInstant(520);
        const to = new Date(from.getTime() + (i % 3 === 0 ? 60_000 : Math.floor(random() * 20 * DAY)));
        const rows = await assignmentsWithDatesIn(t.db, { companyId: i % 2 ? company : null, from, to, deadlineRanges: deadlineRanges(settings, from, to) });
        const of = () => settings;
        expect(dueBetween(rows, of, from, to).map(key)).toEqual(dueBetween(all, of, from, to).map(key));
        expect(escalationsBetween(rows, of, from, to).map(key).sort()).toEqual(escalationsBetween(all, of, from, to).map(key).sort());
        seen += dueBetween(all, of, from, to).length;
        // and it reads far fewer rows than the table holds
        if (to.getTime() - from.getTime() <= DAY) expect(rows.length).toBeLessThan(all.length / 10);
      }
      expect(seen).toBeGreaterThan(100);
    });

    it('finds a window that opens on a clamped day (31 August - 2 months = 30 June)', async () => {
      await t.db.query(
        `INSERT INTO compliance_assignments (company_id, user_id, training_id, assigned_at, deadline, is_required, requires_recertification, training_deleted,
                                             started_at, in_progress, completed_at, completion_id, valid_until, window_opens)
         VALUES ('c-clamp', 'u-clamp', 't-clamp', '2025-01-01Z', NULL, true, true, false, NULL, false, '2025-08-31T10:00:00Z', NULL, '2026-08-31T10:00:00Z', '2026-06-30T10:00:00Z')`,
      );
      const span = (from: string, to: string) => assignmentsWithDatesIn(t.db, { companyId: 'c-clamp', from: new Date(from), to: new Date(to), deadlineRanges: [] });
      expect((await span('2026-06-30T09:59:00Z', '2026-06-30T10:00:00Z')).map((r) => r.windowOpens?.toISOString())).toEqual(['2026-06-30T10:00:00.000Z']);
      expect(await span('2026-06-30T10:00:00Z', '2026-06-30T10:01:00Z')).toEqual([]);
    });

    it('reads deadlines, ends of validity and window openings over indexes, never the whole table', async () => {
      const q = recording(t.db);
      const from = new Date('2026-03-01T00:00:00Z');
      const to = new Date(from.getTime() + 60_000);
      // the scan, across companies: the deadline index and 0902's expiry index
      await assignmentsWithDatesIn(q, { companyId: null, from, to, deadlineRanges: deadlineRanges(settings, from, to) });
      const scan = await planWithoutSeqScans(t.db, q.last);
      expect(scan).not.toMatch(/Seq Scan on compliance_assignments/);
      expect(scan).toMatch(/compliance_assignments_deadline/);
      expect(scan).toMatch(/compliance_assignments_expiry/);
      // the preview of one company: an index too (which one is the planner's choice)
      await assignmentsWithDatesIn(q, { companyId: company, from, to, deadlineRanges: deadlineRanges(settings, from, to) });
      expect(await planWithoutSeqScans(t.db, q.last)).not.toMatch(/Seq Scan on compliance_assignments/);
    });
  });
});
