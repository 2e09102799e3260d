import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../db';
import { comparePositions, newId, START_POSITION, type AppendRequest } from '../eventstore';
import { KurrentDbEventStore } from '../eventstore/kurrentdb';
import { ProjectionRunner, projectionMigrations, type Projection } from './index';

const URL = process.env.KURRENTDB_URL;
if (!URL) console.warn('runner.kurrentdb.test.ts: SKIPPED, KURRENTDB_URL is not set (no KurrentDB server here).');

/**
 * Projections on KurrentDB (ADR 0021): events come from KurrentDB, the read model and its checkpoint
 * (the KurrentDB position) commit in one transaction of the read-model database. A deliberately
 * non-idempotent read model (a running sum) shows that no event is applied twice, also across a
 * restart of the runner. Runs where a server is reachable: KURRENTDB_URL.
 */
describe.skipIf(!URL)('projections on KurrentDB (needs KURRENTDB_URL; skipped without a server)', () => {
  let db: Db;
  let store: KurrentDbEventStore;
  const sum: Projection = {
    name: 'kurrent.sum',
    version: 1,
    eventTypes: ['test.Counted'],
    async apply(events, tx) {
      await tx.query('UPDATE kdb_sum SET n = n + $1, events = events + $2', [events.reduce((a, e) => a + (e.data as { n: number }).n, 0), events.length]);
    },
    async reset(tx) {
      await tx.query('UPDATE kdb_sum SET n = 0, events = 0');
    },
  };
  const append = (streamId: string, ns: number[]): AppendRequest => ({
    tenantId: 'tenant-a',
    streamId,
    streamType: 'test.Counter',
    expectedVersion: 'no_stream',
    events: [...ns.map((n) => ({ type: 'test.Counted', schemaVersion: 1, data: { n } })), { type: 'test.Ignored', schemaVersion: 1, data: {} }],
    metadata: { actorId: null, tenantId: 'tenant-a', commandId: newId(), correlationId: newId(), causationId: null },
  });
  const total = async () => (await db.query<{ n: number; events: number }>('SELECT n, events FROM kdb_sum')).rows[0]!;

  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, [...projectionMigrations, { id: '9100_kdb_sum', sql: 'CREATE TABLE kdb_sum (n integer NOT NULL, events integer NOT NULL); INSERT INTO kdb_sum VALUES (0, 0);' }]);
    store = KurrentDbEventStore.connect(URL!, { namespace: `runner-${newId().slice(0, 8)}` });
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  it('applies every event once, checkpoints the KurrentDB position with the read model, and resumes after a restart', async () => {
    for (let i = 0; i < 10; i++) await store.append(append(`counter-${i}`, [1, 2, 3]));
    const first = new ProjectionRunner(db, [sum], { eventLog: store, batchSize: 7, log: () => undefined });
    await first.init();
    await first.catchUp();
    expect(await total()).toEqual({ n: 60, events: 30 });
    const head = await store.headPosition();
    const { rows } = await db.query<{ position: string }>('SELECT position FROM projection_checkpoints WHERE name = $1', [sum.name]);
    expect(rows[0]!.position).not.toBe(START_POSITION);
    expect((await store.readAll({ after: rows[0]!.position, eventTypes: ['test.Counted'] })).length).toBe(0);
    expect(comparePositions(rows[0]!.position, head)).toBeLessThanOrEqual(0);

    // a new runner (another process, a restart) starts from the stored checkpoint: nothing twice
    const again = new ProjectionRunner(db, [sum], { eventLog: store, log: () => undefined });
    await again.init();
    await again.catchUp();
    expect(await total()).toEqual({ n: 60, events: 30 });
    const r = await store.append(append('counter-late', [4]));
    await again.catchUp();
    expect(await again.waitFor(r.position, [sum.name], 1000)).toBe(true);
    expect(await total()).toEqual({ n: 64, events: 31 });
    expect((await again.status()).projections[0]).toMatchObject({ name: sum.name, lagEvents: 0 });
  }, 60_000);
});
