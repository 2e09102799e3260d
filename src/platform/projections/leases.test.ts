import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import type { Migration, Queryable } from '../db';
import { PostgresEventStore, comparePositions, eventStoreMigrations, newId, type AppendRequest } from '../eventstore';
import { AdvisoryLeases, NoLeases, ProjectionRunner, SoleLeases, projectionMigrations, type Leases, type Projection } from './index';

const readModel: Migration = { id: '9001_lease_test_read_model', sql: 'CREATE TABLE lt_applied (event_id text PRIMARY KEY, owner text NOT NULL);' };
const migrations = [...eventStoreMigrations, ...projectionMigrations, readModel];
const TYPE = 'lt.Happened';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records which process applied each event: a second application of one event fails the batch (primary key). */
function recorder(name: string, owner: string): Projection {
  return {
    name,
    version: 1,
    eventTypes: [TYPE],
    async apply(events, tx: Queryable) {
      for (const e of events) await tx.query('INSERT INTO lt_applied (event_id, owner) VALUES ($1, $2)', [e.eventId, owner]);
    },
    async reset(tx) {
      await tx.query('DELETE FROM lt_applied');
    },
  };
}

function request(): AppendRequest {
  const commandId = newId();
  return {
    tenantId: 't',
    streamId: newId(),
    streamType: 'lt.Thing',
    expectedVersion: 'any',
    events: [{ type: TYPE, schemaVersion: 1, data: {} }],
    metadata: { actorId: null, tenantId: 't', commandId, correlationId: commandId, causationId: null },
  };
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(20);
  }
}

describe.each(dbTargets())('projection leases (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const leases: Leases[] = [];

  beforeEach(async () => {
    t = await createTestDb(target, migrations);
    store = new PostgresEventStore(t.db);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await Promise.all(leases.splice(0).map((l) => l.release()));
    await t.drop();
  });

  function runner(owner: string, l: Leases): ProjectionRunner {
    const r = new ProjectionRunner(t.db, [recorder('lt.recorder', owner)], { pollIntervalMs: 200, log: () => undefined, leases: l });
    runners.push(r);
    return r;
  }

  async function appliedBy(): Promise<Record<string, number>> {
    const { rows } = await t.db.query<{ owner: string; n: string }>('SELECT owner, count(*)::text AS n FROM lt_applied GROUP BY owner');
    return Object.fromEntries(rows.map((r) => [r.owner, Number(r.n)]));
  }

  it('a process without the lease follows: its waitFor resolves and its cache stamp moves when the holder applies', async () => {
    const worker = runner('worker', new SoleLeases('worker'));
    const api = runner('api', new NoLeases('api'));
    await worker.start();
    await api.start();
    const stampBefore = api.changeStamp(['lt.recorder']);
    expect(stampBefore).not.toBeUndefined();
    const { position } = await store.append(request());
    expect(await api.waitFor(position, ['lt.recorder'], 10_000)).toBe(true);
    expect(api.changeStamp(['lt.recorder'])).not.toBe(stampBefore);
    expect(await appliedBy()).toEqual({ worker: 1 });
    // catchUp of a process that holds nothing applies nothing and still reads the checkpoint
    await api.catchUp();
    expect(await appliedBy()).toEqual({ worker: 1 });
    // the follower holds no lease (SoleLeases takes no advisory lock, so PostgreSQL shows none either)
    expect(await api.leaseHolders()).toEqual([{ name: 'lt.recorder', holder: null }]);
    expect(await worker.leaseHolders()).toEqual([{ name: 'lt.recorder', holder: target === 'pglite' ? 'worker' : null }]);
  });

  it.skipIf(target !== 'postgres')('two workers: one holds the lease and applies every event once; the other takes over within seconds when it releases', async () => {
    const la = new AdvisoryLeases(t.url!, 'worker-a');
    const lb = new AdvisoryLeases(t.url!, 'worker-b');
    leases.push(la, lb);
    const a = runner('worker-a', la);
    await a.start();
    const b = runner('worker-b', lb);
    await b.start();
    expect(la.holds('lt.recorder')).toBe(true);
    expect(lb.holds('lt.recorder')).toBe(false);
    expect(await b.leaseHolders()).toEqual([{ name: 'lt.recorder', holder: 'worker-a' }]);

    const first = await Promise.all(Array.from({ length: 20 }, () => store.append(request())));
    const last = first.map((r) => r.position).sort(comparePositions).at(-1)!;
    expect(await b.waitFor(last, ['lt.recorder'], 10_000)).toBe(true);
    expect(await appliedBy()).toEqual({ 'worker-a': 20 });

    // worker a goes away (its runner stops and its lease connection closes, as when the process dies): b takes over
    await a.stop();
    await until(() => lb.holds('lt.recorder'), 'worker b takes the lease', 10_000);
    expect(await b.leaseHolders()).toEqual([{ name: 'lt.recorder', holder: 'worker-b' }]);
    const more = await Promise.all(Array.from({ length: 5 }, () => store.append(request())));
    const end = more.map((r) => r.position).sort(comparePositions).at(-1)!;
    expect(await b.waitFor(end, ['lt.recorder'], 10_000)).toBe(true);
    const by = await appliedBy();
    expect((by['worker-a'] ?? 0) + (by['worker-b'] ?? 0)).toBe(25);
    expect(by['worker-b']).toBeGreaterThan(0);
  });

  it.skipIf(target !== 'postgres')('a projection that shares another one\'s lease runs in the process holding that lease', async () => {
    const la = new AdvisoryLeases(t.url!, 'worker-a');
    const lb = new AdvisoryLeases(t.url!, 'worker-b');
    leases.push(la, lb);
    const sharing = (owner: string): Projection => ({ ...recorder('lt.reactor', owner), apply: async () => undefined, leaseWith: 'lt.recorder' });
    const a = new ProjectionRunner(t.db, [recorder('lt.recorder', 'worker-a'), sharing('worker-a')], { pollIntervalMs: 200, log: () => undefined, leases: la });
    const b = new ProjectionRunner(t.db, [recorder('lt.recorder', 'worker-b'), sharing('worker-b')], { pollIntervalMs: 200, log: () => undefined, leases: lb });
    runners.push(a, b);
    await a.start();
    await b.start();
    expect([la.holds('lt.recorder'), la.holds('lt.reactor'), lb.holds('lt.recorder'), lb.holds('lt.reactor')]).toEqual([true, false, false, false]);
    expect(await b.leaseHolders()).toEqual([
      { name: 'lt.recorder', holder: 'worker-a' },
      { name: 'lt.reactor', holder: 'worker-a' },
    ]);
    const { position } = await store.append(request());
    expect(await b.waitFor(position, ['lt.recorder', 'lt.reactor'], 10_000)).toBe(true);
  });

  it.skipIf(target !== 'postgres')('a killed lease connection gives every lease up at once; the process takes them again on a later try', async () => {
    const l = new AdvisoryLeases(t.url!, 'worker-k');
    leases.push(l);
    await l.acquire(['x', 'y']);
    expect([l.holds('x'), l.holds('y')]).toEqual([true, true]);
    await t.db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'worker-k'");
    await until(() => !l.holds('x'), 'leases lost with the connection');
    expect(l.holds('y')).toBe(false);
    await l.acquire(['x', 'y']);
    expect([l.holds('x'), l.holds('y')]).toEqual([true, true]);
  });

  it.skipIf(target !== 'postgres')('a runner stopped and started again takes its leases again and applies', async () => {
    const l = new AdvisoryLeases(t.url!, 'worker-r');
    leases.push(l);
    const r = runner('worker-r', l);
    await r.start();
    await r.stop();
    expect(l.holds('lt.recorder')).toBe(false);
    await r.start();
    expect(l.holds('lt.recorder')).toBe(true);
    const { position } = await store.append(request());
    expect(await r.waitFor(position, ['lt.recorder'], 10_000)).toBe(true);
    expect(await appliedBy()).toEqual({ 'worker-r': 1 });
  });
});
