import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../../../tests/support/db';
import { PostgresEventStore, eventStoreMigrations, newId, type AppendRequest } from '../../../../platform/eventstore';
import { ProjectionRunner, projectionMigrations, type Projection } from '../../../../platform/projections';
import type { DatedAssignment } from '../../domain/due';
import type { ComplianceDates } from '../../shared/ports';
import { notificationMigrations } from '../notifications/ddl';
import { assignedReactor } from './assigned';

const TENANT = 'c1';
const AT = new Date('2026-03-02T09:00:00.000Z');
const PEOPLE = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

function assigned(trainingId: string): AppendRequest {
  const commandId = newId();
  return {
    tenantId: TENANT,
    streamId: `unit-${newId()}`,
    streamType: 'test.Unit',
    expectedVersion: 'any',
    events: [{ type: 'test.TrainingAssigned', schemaVersion: 1, data: { trainingId } }],
    metadata: { actorId: null, tenantId: TENANT, commandId, correlationId: commandId, causationId: null },
  };
}

/**
 * The compliance dates as the reactor reads them, for a unit of seven people to which each event
 * assigns a training: the reactor's paging and checkpoints are what is tested here, against the
 * real runner, event store and notification tables (the real port is tested in compliance.due-dates.test.ts).
 */
function sevenPeople(head: () => string | null): ComplianceDates {
  const dates = (userId: string, trainingId: string): DatedAssignment => ({
    companyId: TENANT, userId, trainingId, assignedAt: AT, deadline: null, completedAt: null, validUntil: null, windowOpens: null,
  });
  return {
    eventTypes: ['test.TrainingAssigned'],
    unitWideEventTypes: new Set(['test.TrainingAssigned']),
    withDatesIn: async () => [],
    changedBy: async (_q, events, _since, people) => events.flatMap((e) => (people ?? PEOPLE).map((u) => dates(u, (e.data as { trainingId: string }).trainingId))),
    unitWideMembers: async (_q, _events, after, limit) => PEOPLE.filter((u) => after === null || u > after).slice(0, limit),
    position: async () => head(),
    assigningUnits: async () => [],
  };
}

/** The reactor, counting its batches and how many events each was handed. */
function counted(p: Projection, batches: number[]): Projection {
  return { ...p, apply: (events, tx) => (batches.push(events.length), p.apply(events, tx)) };
}

describe.each(dbTargets())('the "assigned to you" reactor reads a unit-wide event in pages of its people (%s)', (target) => {
  let t: TestDb;
  let runner: ProjectionRunner | undefined;
  beforeEach(async () => {
    t = await createTestDb(target, [...eventStoreMigrations, ...projectionMigrations, ...notificationMigrations]);
    await t.db.query(`INSERT INTO ntf_scan (id, scanned_until) VALUES ('due', $1)`, [AT]);
  });
  afterEach(async () => {
    await runner?.stop();
    await t.drop();
  });

  it('one page per step when its time is spent: each person told once, the checkpoint held within the event, nothing kept at the end', async () => {
    const store = new PostgresEventStore(t.db);
    await store.append(assigned('t1'));
    const { position } = await store.append(assigned('t2'));
    const batches: number[] = [];
    const reactor = counted(assignedReactor(sevenPeople(() => position), { batchMs: 0, firstPagePeople: 2 }), batches);
    runner = new ProjectionRunner(t.db, [reactor], { log: () => undefined });
    await runner.start();
    expect(await runner.waitFor(position, ['notifications.assigned'], 60_000)).toBe(true);

    const { rows } = await t.db.query<{ user_id: string; training_id: string; n: string }>(
      `SELECT user_id, training_id, count(*)::text AS n FROM ntf_notifications WHERE kind = 'assigned' GROUP BY user_id, training_id ORDER BY training_id, user_id`,
    );
    expect(rows.map((r) => `${r.training_id}:${r.user_id}:${r.n}`)).toEqual([...PEOPLE.map((u) => `t1:${u}:1`), ...PEOPLE.map((u) => `t2:${u}:1`)]);
    // each event in four steps of two people (the last of one): handed both events until the first was done, then the second
    expect(batches).toEqual([2, 2, 2, 2, 1, 1, 1, 1]);
    expect((await t.db.query('SELECT 1 FROM ntf_assigned_within')).rows).toEqual([]);
    // one mail each, carrying both
    const { rows: mails } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ntf_mail_outbox');
    expect(Number(mails[0]!.n)).toBe(PEOPLE.length);
  });

  it('with time to spare, a whole event in one step, page after page', async () => {
    const { position } = await new PostgresEventStore(t.db).append(assigned('t1'));
    const batches: number[] = [];
    runner = new ProjectionRunner(t.db, [counted(assignedReactor(sevenPeople(() => position), { batchMs: 60_000, firstPagePeople: 2 }), batches)], { log: () => undefined });
    await runner.start();
    expect(await runner.waitFor(position, ['notifications.assigned'], 60_000)).toBe(true);
    const { rows } = await t.db.query<{ n: string }>(`SELECT count(DISTINCT user_id)::text AS n FROM ntf_notifications WHERE training_id = 't1'`);
    expect(Number(rows[0]!.n)).toBe(PEOPLE.length);
    expect(batches).toEqual([1]);
  });
});
