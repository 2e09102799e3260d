import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import pg from 'pg';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import type { Migration, Queryable } from '../db';
import {
  PostgresEventStore,
  START_POSITION,
  appendPayload,
  comparePositions,
  eventStoreMigrations,
  newId,
  type AppendRequest,
  type AppendResult,
  type RecordedEvent,
  type ReplayedEvent,
} from '../eventstore';
import { ALL_EVENT_TYPES, ProjectionRunner, ReadModelBehind, projectionMigrations, subscribesTo, type Projection } from './index';

/** Read-model tables of the test projections. */
const testMigration: Migration = {
  id: '9000_runner_test_read_models',
  sql: `
CREATE TABLE rt_totals (
  tenant_id text NOT NULL,
  stream_id text NOT NULL,
  total integer NOT NULL,
  applied_version integer NOT NULL,
  PRIMARY KEY (tenant_id, stream_id)
);
CREATE TABLE rt_applications (projection text PRIMARY KEY, n integer NOT NULL);
`,
};
const migrations = [...eventStoreMigrations, ...projectionMigrations, testMigration];

const TENANT = 'tenant-1';
const ADDED = 'rt.Added';
const CLEARED = 'rt.Cleared';
const IGNORED = 'rt.Ignored';
/** A waitFor timeout no test may reach: a waiter that resolves under it was released by the event the test means. */
const HOUR = 3_600_000;

interface TotalsOptions {
  readonly name?: string;
  readonly version?: number;
  /** Multiplies every amount: a changed projection logic, to see a rebuild happen. */
  readonly factor?: number;
  /** apply waits for this before writing (a blocked projection). */
  gate?: Promise<void> | undefined;
  /** Called with each batch before it is applied; may throw (a broken projection). */
  readonly inspect?: (events: readonly RecordedEvent[]) => void;
}

/** Totals per stream; idempotent through the stream version it has applied up to. */
/** The totals' rows of some events (the live apply and the bulk replay both write them). */
async function writeTotals(events: readonly ReplayedEvent[], tx: Queryable, factor = 1): Promise<void> {
  for (const e of events) {
    const n = e.type === ADDED ? (e.data as { n: number }).n * factor : 0;
    await tx.query(
      `INSERT INTO rt_totals (tenant_id, stream_id, total, applied_version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, stream_id) DO UPDATE
         SET total = CASE WHEN $5 THEN 0 ELSE rt_totals.total + EXCLUDED.total END,
             applied_version = EXCLUDED.applied_version
       WHERE rt_totals.applied_version < EXCLUDED.applied_version`,
      [e.tenantId, e.streamId, n, e.streamVersion, e.type === CLEARED],
    );
  }
}

function totalsProjection(opts: TotalsOptions = {}): Projection & { batches: RecordedEvent[][]; resets: number } {
  const factor = opts.factor ?? 1;
  const p = {
    name: opts.name ?? 'rt.totals',
    version: opts.version ?? 1,
    eventTypes: [ADDED, CLEARED],
    batches: [] as RecordedEvent[][],
    resets: 0,
    async apply(events: readonly RecordedEvent[], tx: Queryable) {
      p.batches.push([...events]);
      opts.inspect?.(events);
      if (opts.gate) await opts.gate;
      await writeTotals(events, tx, factor);
    },
    async reset(tx: Queryable) {
      p.resets++;
      await tx.query('DELETE FROM rt_totals');
    },
  };
  return p;
}

/**
 * Counts applications without any idempotency: a probe that shows an event applied twice or
 * skipped (only used to check the runner's exactly-once batches).
 */
function applicationCounter(name = 'rt.counter'): Projection {
  return {
    name,
    version: 1,
    eventTypes: [ADDED, CLEARED, IGNORED],
    async apply(events, tx) {
      await tx.query(
        `INSERT INTO rt_applications (projection, n) VALUES ($1, $2)
         ON CONFLICT (projection) DO UPDATE SET n = rt_applications.n + EXCLUDED.n`,
        [name, events.length],
      );
    },
    async reset(tx) {
      await tx.query('DELETE FROM rt_applications WHERE projection = $1', [name]);
    },
  };
}

function request(streamId: string, events: Array<{ type: string; data?: unknown }>, tenantId = TENANT): AppendRequest {
  const commandId = newId();
  return {
    tenantId,
    streamId,
    streamType: 'rt.Thing',
    expectedVersion: 'any',
    events: events.map((e) => ({ type: e.type, schemaVersion: 1, data: e.data ?? {} })),
    metadata: { actorId: null, tenantId, commandId, correlationId: commandId, causationId: null },
  };
}

const add = (n: number) => ({ type: ADDED, data: { n } });
const clear = () => ({ type: CLEARED });
const ignored = () => ({ type: IGNORED, data: { noise: true } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbTargets())('ProjectionRunner (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const logs: string[] = [];

  function runner(projections: Projection[], opts: { batchSize?: number; rebuildBatchSize?: number; pollIntervalMs?: number } = {}): ProjectionRunner {
    const r = new ProjectionRunner(t.db, projections, { ...opts, log: (m) => logs.push(m) });
    runners.push(r);
    return r;
  }

  /** Newest position this test has written (through the store or raw es_append). */
  let written = START_POSITION;

  beforeEach(async () => {
    t = await createTestDb(target, migrations);
    store = new PostgresEventStore(t.db);
    logs.length = 0;
    written = START_POSITION;
  });

  function wrote(position: string): void {
    if (comparePositions(position, written) > 0) written = position;
  }

  async function append(r: AppendRequest): Promise<AppendResult> {
    const result = await store.append(r);
    wrote(result.position);
    return result;
  }

  /**
   * Waits until everything this test wrote is visible to readAll. `pg_snapshot_xmin` is
   * cluster-wide: on a shared PostgreSQL a writing transaction in any other database (another test
   * worker creating its database, say) briefly holds visibility back. That is by design; tests that
   * call catchUp()/status() synchronously settle first.
   */
  async function settle(): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const head = await store.headPosition();
      if (comparePositions(head, written) >= 0) return head;
      if (Date.now() > deadline) throw new Error(`position ${written} did not become visible`);
      await sleep(10);
    }
  }

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await t.drop();
  });

  async function totals(): Promise<Array<[string, string, number, number]>> {
    const { rows } = await t.db.query<{ tenant_id: string; stream_id: string; total: number; applied_version: number }>(
      'SELECT tenant_id, stream_id, total, applied_version FROM rt_totals ORDER BY tenant_id, stream_id',
    );
    return rows.map((r) => [r.tenant_id, r.stream_id, r.total, r.applied_version]);
  }

  async function checkpoint(name: string): Promise<{ version: number; position: string } | undefined> {
    const { rows } = await t.db.query<{ version: number; position: string }>('SELECT version, position FROM projection_checkpoints WHERE name = $1', [name]);
    return rows[0];
  }

  async function applications(name = 'rt.counter'): Promise<number> {
    const { rows } = await t.db.query<{ n: number }>('SELECT n FROM rt_applications WHERE projection = $1', [name]);
    return rows[0]?.n ?? 0;
  }

  /** 10 events (7 handled by the totals) in four streams, two tenants: totals a=6, b=5 (10, cleared, 5), c=7. */
  async function seed(): Promise<void> {
    await append(request('a', [add(1), add(2)]));
    await append(request('b', [add(10), ignored()]));
    await append(request('a', [add(3)]));
    await append(request('b', [clear(), add(5)]));
    await append(request('c', [add(7)], 'tenant-2'));
    await append(request('x', [ignored(), ignored()]));
    await settle();
  }
  const seeded: Array<[string, string, number, number]> = [
    [TENANT, 'a', 6, 3],
    [TENANT, 'b', 5, 4],
    ['tenant-2', 'c', 7, 1],
  ];

  describe('catchUp', () => {
    it('applies the events of its types and persists the checkpoint', async () => {
      await seed();
      const p = totalsProjection();
      const r = runner([p]);
      await r.init();
      expect(await checkpoint('rt.totals')).toEqual({ version: 1, position: START_POSITION });
      await r.catchUp();

      expect(await totals()).toEqual(seeded);
      expect(p.batches.flat().every((e) => e.type !== IGNORED)).toBe(true);
      expect(p.batches.flat()).toHaveLength(7);
      // checkpoint at the head, even though the newest events are of other types
      expect(await checkpoint('rt.totals')).toEqual({ version: 1, position: written });

      // a new runner (a restart) continues from the stored checkpoint and applies nothing again
      const p2 = totalsProjection();
      const r2 = runner([p2]);
      await r2.init();
      await r2.catchUp();
      expect(p2.batches).toHaveLength(0);
      // init() loaded the checkpoint: the head counts as reached even before start()
      expect(await r2.waitFor(written, undefined, 10)).toBe(true);
      expect(await totals()).toEqual(seeded);

      // and picks up what came later
      await append(request('a', [add(100)]));
      await settle();
      await r2.catchUp();
      expect(p2.batches.flat().map((e) => e.data)).toEqual([{ n: 100 }]);
      expect((await totals())[0]).toEqual([TENANT, 'a', 106, 4]);
    });

    it('works in batches of batchSize with the same result', async () => {
      await seed();
      const p = totalsProjection();
      const r = runner([p], { batchSize: 2 });
      await r.init();
      await r.catchUp();
      expect(p.batches.map((b) => b.length)).toEqual([2, 2, 2, 1]);
      expect(p.batches.flat().map((e) => e.position)).toEqual(
        (await store.readAll({ eventTypes: [ADDED, CLEARED] })).map((e) => e.position),
      );
      expect(await totals()).toEqual(seeded);
      expect((await checkpoint('rt.totals'))!.position).toBe(written);
    });

    it('keeps checkpoints per projection', async () => {
      await seed();
      const totalsP = totalsProjection();
      const r = runner([totalsP, applicationCounter()]);
      await r.init();
      await r.catchUp();
      expect(await applications()).toBe(10);
      expect(await totals()).toEqual(seeded);
      expect(await checkpoint('rt.counter')).toEqual({ version: 1, position: written });
      expect(() => runner([totalsProjection(), totalsProjection()])).toThrow(/Duplicate projection name/);
    });

    it('a read-model write and its checkpoint commit together: a failing batch changes neither', async () => {
      await seed();
      const p = totalsProjection({
        inspect: (events) => {
          if (events.some((e) => (e.data as { n?: number }).n === 5)) throw new Error('projection bug');
        },
      });
      const r = runner([p], { batchSize: 3 });
      await r.init();
      await expect(r.catchUp()).rejects.toThrow('projection bug');
      // batch 1 (1, 2, 10) committed; batch 2 (3, clear, 5) failed as a whole
      expect(await totals()).toEqual([
        [TENANT, 'a', 3, 2],
        [TENANT, 'b', 10, 1],
      ]);
      const cp = await checkpoint('rt.totals');
      expect(cp!.position).toBe(p.batches[0]![2]!.position);
    });

    it('a failing projection holds none of the others: they step in the same round, the failure is raised after them', async () => {
      await seed();
      const broken = totalsProjection({
        name: 'rt.broken',
        inspect: () => {
          throw new Error('projection bug');
        },
      });
      const r = runner([broken, applicationCounter()]);
      await r.init();
      await expect(r.catchUp()).rejects.toThrow('projection bug');
      expect(await applications()).toBe(10);
      expect(await totals()).toEqual([]);
    });
  });

  describe('start and waitFor', () => {
    it('wakes on NOTIFY after start() and applies new events', async () => {
      const p = totalsProjection();
      // polling effectively off: only NOTIFY can wake the runner
      const r = runner([p], { pollIntervalMs: 3_600_000 });
      await r.start();
      await sleep(50);
      const wake = vi.spyOn(r, 'wake');

      await append(request('a', [add(4)]));
      // the NOTIFY of es_append reached the runner ...
      await expect.poll(() => wake.mock.calls.length, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);
      // ... and the wake-up applied the event. (On a shared PostgreSQL cluster the event may become
      // visible only after that wake-up; the next NOTIFY, here a bare one, then picks it up.)
      await expect
        .poll(
          async () => {
            const rows = await totals();
            if (rows.length === 0) await t.db.query(`SELECT pg_notify('es_events', '')`);
            return rows;
          },
          { timeout: 20_000, interval: 100 },
        )
        .toEqual([[TENANT, 'a', 4, 1]]);
      expect(p.batches.flat().map((e) => e.data)).toEqual([{ n: 4 }]);
    });

    it('a projection waiting for another read model (ReadModelBehind) gets its batch again soon: no failure logged, no wait for the poll, no waiter needed', async () => {
      const base = totalsProjection();
      let refusals = 2;
      const p: Projection = {
        ...base,
        async apply(events, tx) {
          if (refusals > 0) {
            refusals--;
            throw new ReadModelBehind('rt.totals waits for another read model');
          }
          await base.apply(events, tx);
        },
      };
      await append(request('a', [add(4)]));
      await settle();
      const r = runner([p], { pollIntervalMs: 3_600_000 });
      await r.start();
      await expect.poll(() => totals(), { timeout: 10_000, interval: 20 }).toEqual([[TENANT, 'a', 4, 1]]);
      expect(refusals).toBe(0);
      expect(logs).toEqual([]);
    });

    it('waitFor resolves once the projections passed the position (read-your-writes)', async () => {
      const r = runner([totalsProjection()], { pollIntervalMs: 100 });
      await r.start();
      const appended = await append(request('a', [add(1)]));
      expect(await r.waitFor(appended.position, ['rt.totals'], 20_000)).toBe(true);
      // visible as soon as waitFor resolved
      expect(await totals()).toEqual([[TENANT, 'a', 1, 1]]);
      expect(await r.waitFor(appended.position)).toBe(true);
      expect(await r.waitFor(undefined)).toBe(true);

      // also for positions of events the projection does not handle
      const other = await append(request('x', [ignored()]));
      expect(await r.waitFor(other.position, undefined, 20_000)).toBe(true);
    });

    it('waitFor returns false when the runner is not started or stopped', async () => {
      const appended = await append(request('a', [add(1)]));
      const r = runner([totalsProjection()], { pollIntervalMs: 100 });
      await r.init();
      // at once, not at its timeout: with a timeout of an hour the test would time out instead
      expect(await r.waitFor(appended.position, undefined, HOUR)).toBe(false);

      await r.start();
      expect(await r.waitFor(appended.position, undefined, 20_000)).toBe(true);
      await r.stop();
      const later = await append(request('a', [add(1)]));
      expect(await r.waitFor(later.position, undefined, HOUR)).toBe(false);
      // a position already reached is still reported as reached
      expect(await r.waitFor(appended.position, undefined, 5000)).toBe(true);
    });

    it('waitFor returns false on timeout while the projection is blocked, true once it catches up', async () => {
      let release!: () => void;
      const gated = totalsProjection({ gate: new Promise<void>((res) => (release = res)) });
      const r = runner([gated], { pollIntervalMs: 100 });
      await r.start();

      const appended = await append(request('a', [add(2)]));
      expect(await r.waitFor(appended.position, undefined, 300)).toBe(false);
      // it timed out because the projection is held there (its transaction is open: the read model is not read here)
      expect(r.behind(appended.position)).toEqual(['rt.totals']);

      release();
      expect(await r.waitFor(appended.position, undefined, 20_000)).toBe(true);
      expect(await totals()).toEqual([[TENANT, 'a', 2, 1]]);
    });

    it('behind() names the projections a wait still waits for, including one every command awaits (awaitedByEveryCommand)', async () => {
      let release!: () => void;
      const gated = { ...totalsProjection({ gate: new Promise<void>((res) => (release = res)) }), awaitedByEveryCommand: true };
      // appended before the start: the first round steps the counter, then the gated projection holds the round (and PGlite's one connection)
      const appended = await append(request('a', [add(2)]));
      await settle();
      const r = runner([applicationCounter(), gated], { pollIntervalMs: 100 });
      await r.start();
      await expect.poll(() => r.behind(appended.position, ['rt.counter']), { timeout: 20_000, interval: 20 }).toEqual(['rt.totals']);
      expect(r.behind(appended.position)).toEqual(['rt.totals']);
      // a command naming only the counter still waits for the read model every command awaits
      expect(await r.waitFor(appended.position, ['rt.counter'], 300)).toBe(false);
      release();
      expect(await r.waitFor(appended.position, ['rt.counter'], 20_000)).toBe(true);
      expect(r.behind(appended.position, ['rt.counter'])).toEqual([]);
    });

    it('steps what a waiting command needs before the next long batch of another projection (issue 31)', async () => {
      let releaseA!: () => void;
      let releaseB!: () => void;
      const a = totalsProjection({ name: 'rt.a', gate: new Promise<void>((res) => (releaseA = res)) });
      const b = totalsProjection({ name: 'rt.b', gate: new Promise<void>((res) => (releaseB = res)) });
      // appended before the start: the first round begins with a's batch and is held there
      const appended = await append(request('a', [add(2)]));
      await settle();
      const r = runner([a, b, applicationCounter()], { pollIntervalMs: 100 });
      await r.start();
      // a command starts waiting for the counter, which comes last in the order
      await expect.poll(() => a.batches.length, { timeout: 20_000, interval: 20 }).toBe(1);
      const waited = r.waitFor(appended.position, ['rt.counter'], 20_000);
      releaseA();
      try {
        // b's batch holds the round now, and the counter stepped before it began
        expect(await waited).toBe(true);
        expect(r.behind(appended.position)).toEqual(['rt.b']);
      } finally {
        releaseB();
      }
      expect(await r.waitFor(appended.position, undefined, 20_000)).toBe(true);
      expect(await totals()).toEqual([[TENANT, 'a', 2, 1]]);
    });

    it('a failing projection is retried on the next wake-up; pending waiters get false on stop()', async () => {
      let broken = true;
      const p = totalsProjection({
        inspect: () => {
          if (broken) throw new Error('projection bug');
        },
      });
      const r = runner([p], { pollIntervalMs: 50 });
      await r.start();
      const appended = await append(request('a', [add(3)]));

      expect(await r.waitFor(appended.position, undefined, 300)).toBe(false);
      await expect.poll(() => logs.some((m) => m.includes('projection runner failed')), { timeout: 20_000 }).toBe(true);

      // released by stop(), not by its timeout of an hour (the test would time out first)
      const pending = r.waitFor(appended.position, undefined, HOUR);
      await r.stop();
      expect(await pending).toBe(false);
      expect(await totals()).toEqual([]);

      // fixed and restarted: it catches up
      broken = false;
      const r2 = runner([p], { pollIntervalMs: 50 });
      await r2.start();
      expect(await r2.waitFor(appended.position, undefined, 20_000)).toBe(true);
      expect(await totals()).toEqual([[TENANT, 'a', 3, 1]]);
    });
  });

  describe('rebuild', () => {
    it('a version bump resets and rebuilds the read model on init()', async () => {
      await seed();
      const v1 = totalsProjection({ version: 1 });
      const r1 = runner([v1]);
      await r1.init();
      await r1.catchUp();
      expect(await totals()).toEqual(seeded);

      // same version: init keeps the read model and the checkpoint
      const same = totalsProjection({ version: 1 });
      await runner([same]).init();
      expect(same.resets).toBe(0);
      expect((await checkpoint('rt.totals'))!.position).toBe(written);

      const v2 = totalsProjection({ version: 2, factor: 10 });
      const r2 = runner([v2]);
      await r2.init();
      expect(v2.resets).toBe(1);
      expect(logs.some((m) => m.includes('version 1 -> 2'))).toBe(true);
      expect(await checkpoint('rt.totals')).toEqual({ version: 2, position: START_POSITION });
      expect(await totals()).toEqual([]);

      await r2.catchUp();
      expect(await totals()).toEqual(seeded.map(([tn, s, total, v]) => [tn, s, total * 10, v]));
      expect(await checkpoint('rt.totals')).toEqual({ version: 2, position: written });
    });

    it('rebuild(name) replays from zero with an identical result', async () => {
      await seed();
      const p = totalsProjection();
      const r = runner([p, applicationCounter()], { batchSize: 3, rebuildBatchSize: 3 });
      await r.init();
      await r.catchUp();
      const before = await totals();
      const counterCheckpoint = await checkpoint('rt.counter');

      p.batches.length = 0;
      const steps = await r.rebuild('rt.totals');
      expect(p.resets).toBe(1);
      expect(steps).toBe(3); // 7 events in batches of 3
      expect(p.batches.flat()).toHaveLength(7);
      expect(await totals()).toEqual(before);
      expect(await checkpoint('rt.totals')).toEqual({ version: 1, position: written });
      // other projections are untouched
      expect(await checkpoint('rt.counter')).toEqual(counterCheckpoint);
      expect(await applications()).toBe(10);

      await expect(r.rebuild('nope')).rejects.toThrow(/Unknown projection nope/);
      // a rebuild reads in its own (larger) batches
      const wide = runner([p], { batchSize: 3, rebuildBatchSize: 100 });
      p.batches.length = 0;
      expect(await wide.rebuild('rt.totals')).toBe(1);
      expect(p.batches).toHaveLength(1);
      expect(await totals()).toEqual(before);
    });
  });

  describe('bulk replay', () => {
    /** The totals projection with a bulk replay: facts through the same writes, a marker row for each finish. */
    function bulkTotals(version = 1) {
      const base = totalsProjection({ version });
      const calls = { applied: 0, finished: 0 };
      const p: Projection = {
        ...base,
        bulk: {
          async apply(events, tx) {
            calls.applied += events.length;
            await writeTotals(events, tx);
          },
          async finish(tx) {
            calls.finished++;
            await tx.query(`INSERT INTO rt_applications (projection, n) VALUES ('finished', 1) ON CONFLICT (projection) DO UPDATE SET n = rt_applications.n + 1`);
          },
        },
      };
      return { p, calls, base };
    }
    const bulkFlag = async () => (await t.db.query<{ bulk: boolean }>(`SELECT bulk FROM projection_checkpoints WHERE name = 'rt.totals'`)).rows[0]?.bulk;

    it('live batches go through apply; rebuild, a version bump and an unfinished replay of another process go through bulk.apply and finish once at the head', async () => {
      await seed();
      const { p, calls } = bulkTotals();
      const r = runner([p], { batchSize: 3, rebuildBatchSize: 3 });
      await r.init();
      await r.catchUp();
      expect(calls).toEqual({ applied: 0, finished: 0 });
      expect(await totals()).toEqual(seeded);

      expect(await r.rebuild('rt.totals')).toBe(3);
      expect(calls).toEqual({ applied: 7, finished: 1 });
      expect(await totals()).toEqual(seeded);
      expect(await applications('finished')).toBe(1);
      expect(await bulkFlag()).toBe(false);
      expect(await checkpoint('rt.totals')).toEqual({ version: 1, position: written });

      // a process that died in the middle of a replay left the flag: the next runner goes on in bulk mode
      await t.db.query(`UPDATE projection_checkpoints SET position = $1, bulk = true WHERE name = 'rt.totals'`, [START_POSITION]);
      await t.db.query('DELETE FROM rt_totals');
      const other = bulkTotals();
      const r2 = runner([other.p], { batchSize: 3, rebuildBatchSize: 5 });
      await r2.init();
      await r2.catchUp();
      expect(other.calls).toEqual({ applied: 7, finished: 1 });
      expect(await totals()).toEqual(seeded);
      expect(await bulkFlag()).toBe(false);

      // new events after the replay are live again
      await append(request('a', [add(4)]));
      await settle();
      await r2.catchUp();
      expect(other.calls).toEqual({ applied: 7, finished: 1 });
      expect((await totals())[0]).toEqual([TENANT, 'a', 10, 4]);

      // a version bump replays in bulk mode
      const v2 = bulkTotals(2);
      const r3 = runner([v2.p]);
      await r3.init();
      expect(await bulkFlag()).toBe(true);
      await r3.catchUp();
      expect(v2.calls).toEqual({ applied: 8, finished: 1 });
      expect(await applications('finished')).toBe(3);
      expect(await bulkFlag()).toBe(false);
    });

    it('an empty log finishes a bulk replay too', async () => {
      const { p, calls } = bulkTotals();
      const r = runner([p]);
      await r.init();
      await r.rebuild('rt.totals');
      expect(calls).toEqual({ applied: 0, finished: 1 });
      expect(await bulkFlag()).toBe(false);
    });
  });

  describe('ALL_EVENT_TYPES', () => {
    it('feeds a projection every event, of any type, in commit order; lag counts every event', async () => {
      await seed();
      const seen: RecordedEvent[] = [];
      const everything: Projection = {
        name: 'rt.everything',
        version: 1,
        eventTypes: ALL_EVENT_TYPES,
        async apply(events) {
          seen.push(...events);
        },
        async reset() {},
      };
      expect(subscribesTo(everything, 'any.TypeAddedLater')).toBe(true);
      expect(subscribesTo(totalsProjection(), IGNORED)).toBe(false);
      expect(subscribesTo(totalsProjection(), ADDED)).toBe(true);
      const r = runner([everything], { batchSize: 3 });
      await r.init();
      expect((await r.status()).projections).toEqual([{ name: 'rt.everything', position: START_POSITION, lagEvents: 10 }]);
      await r.catchUp();
      expect(seen.map((e) => e.position)).toEqual((await store.readAll()).map((e) => e.position));
      expect(seen).toHaveLength(10);
      // a type no projection knew of when the runner started
      await append(request('new', [{ type: 'rt.AddedLater', data: { x: 1 } }]));
      await settle();
      expect((await r.status()).projections[0]!.lagEvents).toBe(1);
      await r.catchUp();
      expect(seen.at(-1)!.type).toBe('rt.AddedLater');
    });
  });

  describe('status', () => {
    it('reports head, checkpoint and lag per projection', async () => {
      await seed();
      const r = runner([totalsProjection(), applicationCounter()]);
      await r.init();
      const head = written;

      let s = await r.status();
      expect(s.head).toBe(head);
      expect(s.projections).toEqual([
        { name: 'rt.totals', position: START_POSITION, lagEvents: 7 },
        { name: 'rt.counter', position: START_POSITION, lagEvents: 10 },
      ]);

      await r.catchUp();
      s = await r.status();
      expect(s.projections).toEqual([
        { name: 'rt.totals', position: head, lagEvents: 0 },
        { name: 'rt.counter', position: head, lagEvents: 0 },
      ]);

      await append(request('a', [add(1), ignored(), add(2)]));
      await settle();
      s = await r.status();
      expect(comparePositions(s.head, head)).toBe(1);
      expect(s.projections.map((p) => p.lagEvents)).toEqual([2, 3]);
    });
  });

  describe('idempotency', () => {
    it('applying every event twice leaves the read model unchanged', async () => {
      await seed();
      const r = runner([totalsProjection()], { batchSize: 4 });
      await r.init();
      await r.catchUp();
      const once = await totals();
      expect(once).toEqual(seeded);

      const base = totalsProjection();
      const doubled: Projection = {
        ...base,
        apply: (events, tx) => base.apply([...events, ...events], tx),
      };
      const interleaved: Projection = {
        ...base,
        apply: (events, tx) => base.apply(events.flatMap((e) => [e, e]), tx),
      };
      const twice: Projection = {
        ...base,
        apply: async (events, tx) => {
          await base.apply(events, tx);
          await base.apply(events, tx);
        },
      };
      for (const p of [doubled, interleaved, twice]) {
        // on top of the applied read model (an at-least-once redelivery) ...
        await t.db.query('UPDATE projection_checkpoints SET position = $1 WHERE name = $2', [START_POSITION, 'rt.totals']);
        const again = runner([p], { batchSize: 4 });
        await again.init();
        await again.catchUp();
        expect(await totals()).toEqual(once);
        // ... and from an empty read model
        await again.rebuild('rt.totals');
        expect(await totals()).toEqual(once);
      }
    });
  });

  // PGlite is a single connection: concurrent writers and several runners need real PostgreSQL.
  describe.skipIf(target !== 'postgres')('concurrency (PostgreSQL only)', () => {
    async function rawClient(): Promise<pg.Client> {
      const c = new pg.Client({ connectionString: t.url });
      c.on('error', () => undefined);
      await c.connect();
      return c;
    }

    async function rawAppend(c: pg.Client, r: AppendRequest): Promise<string> {
      const { rows } = await c.query<{ position: string }>(
        `SELECT epoch || '/' || tx_id || '/' || global_position AS position FROM es_append($1, $2, $3, $4, $5::jsonb)`,
        [r.tenantId, r.streamId, r.streamType, null, appendPayload(r)],
      );
      return rows[0]!.position;
    }

    /**
     * A runner polling once an hour, an event appended while an older transaction with an xid is
     * open (it holds the head back), then that transaction ends with ROLLBACK: no NOTIFY. `waiting`
     * runs before the rollback (a waiter of the runner's own, or none: a worker), `reached` after it;
     * the event must be applied without the poll.
     */
    async function heldBackWithoutNotify(waiting: (r: ProjectionRunner, position: string) => unknown, reached: (r: ProjectionRunner, position: string, waited: unknown) => Promise<void>) {
      const other = await rawClient();
      try {
        const r = runner([totalsProjection()], { pollIntervalMs: 3_600_000 });
        await r.start();
        await other.query('BEGIN');
        await other.query('SELECT pg_current_xact_id()');
        const appended = await append(request('a', [add(4)]));
        const waited = waiting(r, appended.position);
        await sleep(200);
        expect((await checkpoint('rt.totals'))!.position).not.toBe(appended.position);
        await other.query('ROLLBACK');
        await reached(r, appended.position, waited);
        expect((await totals()).map((x) => [x[1], x[2]])).toEqual([['a', 4]]);
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        await other.end();
      }
    }

    it('a waiter held back by a transaction that ends without appending is answered without waiting for the poll', async () => {
      await heldBackWithoutNotify(
        (r, position) => r.waitFor(position, undefined, 10_000),
        async (_r, _position, waited) => expect(await waited).toBe(true),
      );
    });

    it('with no waiter of its own (a worker: the command waits in an API process), it applies what a transaction ending without a NOTIFY held back, without waiting for the poll', async () => {
      await heldBackWithoutNotify(
        () => undefined,
        async (_r, position) => {
          await expect.poll(async () => (await checkpoint('rt.totals'))!.position, { timeout: 10_000 }).toBe(position);
        },
      );
    });

    it('does not move its checkpoint past a transaction that commits late', async () => {
      const a = await rawClient();
      try {
        const p = totalsProjection();
        const r = runner([p]);
        await r.init();
        await append(request('before', [add(1)]));
        await settle();
        await r.catchUp();
        const cp0 = (await checkpoint('rt.totals'))!.position;
        expect(cp0).toBe(written);

        await a.query('BEGIN');
        const late = await rawAppend(a, request('late', [add(100)]));
        await append(request('early', [add(10)]));
        await r.catchUp();
        // the committed later transaction is held back behind the open one
        expect((await checkpoint('rt.totals'))!.position).toBe(cp0);
        expect((await totals()).map((x) => x[1])).toEqual(['before']);

        await a.query('COMMIT');
        wrote(late);
        await settle();
        await r.catchUp();
        expect((await checkpoint('rt.totals'))!.position).toBe(written);
        expect((await totals()).map((x) => [x[1], x[2]])).toEqual([
          ['before', 1],
          ['early', 10],
          ['late', 100],
        ]);
      } finally {
        await a.query('ROLLBACK').catch(() => undefined);
        await a.end();
      }
    });

    it('two runners and slow concurrent writers: every event applied exactly once', async () => {
      const writers = await Promise.all(Array.from({ length: 6 }, rawClient));
      const r1 = runner([applicationCounter(), totalsProjection()], { batchSize: 7, pollIntervalMs: 100 });
      const r2 = runner([applicationCounter(), totalsProjection()], { batchSize: 5, pollIntervalMs: 100 });
      await r1.start();
      await r2.start();
      const perWriter = 15;
      try {
        await Promise.all(
          writers.map(async (c, w) => {
            for (let i = 0; i < perWriter; i++) {
              await c.query('BEGIN');
              const position = await rawAppend(c, request(`w${w}`, [add(1), add(1)]));
              await sleep(Math.floor(Math.random() * 5));
              await c.query('COMMIT');
              wrote(position);
            }
          }),
        );
      } finally {
        await Promise.all(writers.map((c) => c.end()));
      }
      const head = await settle();
      expect(await r1.waitFor(head, undefined, 20_000)).toBe(true);
      expect(await r2.waitFor(head, undefined, 20_000)).toBe(true);
      expect(await applications()).toBe(writers.length * perWriter * 2);
      const all = await totals();
      expect(all).toHaveLength(writers.length);
      expect(all.every(([, , total, v]) => total === perWriter * 2 && v === perWriter * 2)).toBe(true);
    });
  });
});
