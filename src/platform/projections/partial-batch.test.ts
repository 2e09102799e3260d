import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import type { Migration } from '../db';
import { PostgresEventStore, eventStoreMigrations, newId, type AppendRequest } from '../eventstore';
import { ProjectionRunner, projectionMigrations, type Projection } from './index';

const migrations: Migration[] = [
  ...eventStoreMigrations,
  ...projectionMigrations,
  { id: '9001_partial_batch_test', sql: 'CREATE TABLE pb_applied (n integer PRIMARY KEY, batch integer NOT NULL);' },
  { id: '9002_partial_event_test', sql: 'CREATE TABLE pb_parts (n integer NOT NULL, part integer NOT NULL, PRIMARY KEY (n, part)); CREATE TABLE pb_within (position text NOT NULL, part integer NOT NULL);' },
];

const TENANT = 'tenant-1';

function request(ns: readonly number[]): AppendRequest {
  const commandId = newId();
  return {
    tenantId: TENANT,
    streamId: `pb-${newId()}`,
    streamType: 'pb.Thing',
    expectedVersion: 'any',
    events: ns.map((n) => ({ type: 'pb.Added', schemaVersion: 1, data: { n } })),
    metadata: { actorId: null, tenantId: TENANT, commandId, correlationId: commandId, causationId: null },
  };
}

/** Applies at most two events of each batch it is given and says how far it got. */
function twoAtATime(batches: number[]): Projection {
  return {
    name: 'pb.two-at-a-time',
    version: 1,
    eventTypes: ['pb.Added'],
    async apply(events, tx) {
      batches.push(events.length);
      const done = events.slice(0, 2);
      for (const e of done) await tx.query('INSERT INTO pb_applied (n, batch) VALUES ($1, $2)', [(e.data as { n: number }).n, batches.length]);
      return done.length < events.length ? { through: done[done.length - 1]!.position } : undefined;
    },
    async reset(tx) {
      await tx.query('DELETE FROM pb_applied');
    },
  };
}

/**
 * Applies each event in three parts, one part per transaction, keeping how far it got within the
 * first event of its batch in its own table (pb_within), written in the batch's transaction.
 */
function onePartAtATime(batches: number[]): Projection {
  return {
    name: 'pb.one-part-at-a-time',
    version: 1,
    eventTypes: ['pb.Added'],
    async apply(events, tx) {
      batches.push(events.length);
      const first = events[0]!;
      const { rows } = await tx.query<{ position: string; part: number }>('SELECT position, part FROM pb_within');
      const part = rows[0]?.position === first.position ? rows[0].part + 1 : 1;
      await tx.query('INSERT INTO pb_parts (n, part) VALUES ($1, $2)', [(first.data as { n: number }).n, part]);
      await tx.query('DELETE FROM pb_within');
      if (part < 3) {
        await tx.query('INSERT INTO pb_within (position, part) VALUES ($1, $2)', [first.position, part]);
        return { through: null };
      }
      return events.length > 1 ? { through: first.position } : undefined;
    },
    async reset(tx) {
      await tx.query('DELETE FROM pb_parts');
      await tx.query('DELETE FROM pb_within');
    },
  };
}

describe.each(dbTargets())('a projection that applies part of its batch (%s)', (target) => {
  let t: TestDb;
  let runner: ProjectionRunner | undefined;
  beforeEach(async () => {
    t = await createTestDb(target, migrations);
  });
  afterEach(async () => {
    await runner?.stop();
    await t.drop();
  });

  it('is continued after the last event it applied: every event once, in order, and waits resolve at the end', async () => {
    const batches: number[] = [];
    runner = new ProjectionRunner(t.db, [twoAtATime(batches)], { log: () => undefined });
    await runner.start();
    const store = new PostgresEventStore(t.db);
    const { position } = await store.append(request([1, 2, 3, 4, 5]));
    expect(await runner.waitFor(position, ['pb.two-at-a-time'], 60_000)).toBe(true);
    const { rows } = await t.db.query<{ n: number; batch: number }>('SELECT n, batch FROM pb_applied ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    // three transactions: 1-2 of five, 3-4 of the three left, 5
    expect(batches).toEqual([5, 3, 1]);
    expect(rows.map((r) => r.batch)).toEqual([1, 1, 2, 2, 3]);
  });

  it('may apply none of its batch whole (one event’s work in several transactions): the checkpoint stays, and it is handed that event again until done', async () => {
    const batches: number[] = [];
    runner = new ProjectionRunner(t.db, [onePartAtATime(batches)], { log: () => undefined });
    await runner.start();
    const { position } = await new PostgresEventStore(t.db).append(request([1, 2]));
    expect(await runner.waitFor(position, ['pb.one-part-at-a-time'], 60_000)).toBe(true);
    const { rows } = await t.db.query<{ n: number; part: number }>('SELECT n, part FROM pb_parts ORDER BY n, part');
    expect(rows.map((r) => `${r.n}.${r.part}`)).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2', '2.3']);
    // event 1 in three transactions (handed both events each time), then event 2 in three
    expect(batches).toEqual([2, 2, 2, 1, 1, 1]);
    expect((await t.db.query('SELECT 1 FROM pb_within')).rows).toEqual([]);
  });

  it('is handed about twice what it applied in a rebuild, not the rebuild batch again: every event once, in order', async () => {
    const batches: number[] = [];
    runner = new ProjectionRunner(t.db, [twoAtATime(batches)], { log: () => undefined, batchSize: 1, rebuildBatchSize: 100 });
    await new PostgresEventStore(t.db).append(request([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    await runner.rebuild('pb.two-at-a-time');
    const { rows } = await t.db.query<{ n: number }>('SELECT n FROM pb_applied ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // all nine first, then four (twice the two applied) each time, where it used to read the rest again (9, 7, 5, 3, 1)
    expect(batches).toEqual([9, 4, 4, 3, 1]);
  });
});
