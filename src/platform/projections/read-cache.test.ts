import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import type { Migration, Queryable } from '../db';
import { PostgresEventStore, comparePositions, eventStoreMigrations, newId, type AppendRequest, type RecordedEvent } from '../eventstore';
import { ProjectionRunner, ReadCache, projectionMigrations, type Projection } from './index';

const testMigration: Migration = {
  id: '9001_read_cache_test_read_models',
  sql: `CREATE TABLE rc_names (id text PRIMARY KEY, name text NOT NULL);`,
};
const migrations = [...eventStoreMigrations, ...projectionMigrations, testMigration];
const NAMED = 'rc.Named';
const OTHER = 'rc.Other';

function namesProjection(opts: { fail?: () => boolean } = {}): Projection {
  return {
    name: 'rc.names',
    version: 1,
    eventTypes: [NAMED],
    async apply(events: readonly RecordedEvent[], tx: Queryable) {
      if (opts.fail?.()) throw new Error('projection bug');
      for (const e of events) {
        const d = e.data as { id: string; name: string };
        await tx.query('INSERT INTO rc_names (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name', [d.id, d.name]);
      }
    },
    async reset(tx) {
      await tx.query('DELETE FROM rc_names');
    },
  };
}

/** Reads nothing; only there to have a second projection. */
const otherProjection: Projection = { name: 'rc.other', version: 1, eventTypes: [OTHER], apply: async () => undefined, reset: async () => undefined };

function request(type: string, data: unknown): AppendRequest {
  const commandId = newId();
  return {
    tenantId: 't',
    streamId: `s-${newId()}`,
    streamType: 'rc.Thing',
    expectedVersion: 'no_stream',
    events: [{ type, schemaVersion: 1, data }],
    metadata: { actorId: null, tenantId: 't', commandId, correlationId: commandId, causationId: null },
  };
}

describe.each(dbTargets())('read-model change stamps and ReadCache (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  function runner(projections: Projection[]): ProjectionRunner {
    const r = new ProjectionRunner(t.db, projections, { pollIntervalMs: 3_600_000, log: () => undefined });
    runners.push(r);
    return r;
  }

  /** Appends and waits until the runner applied it (what a command with `waitFor` does). */
  async function write(r: ProjectionRunner, type: string, data: unknown): Promise<void> {
    const { position } = await store.append(request(type, data));
    expect(await r.waitFor(position, undefined, 20_000)).toBe(true);
  }

  async function nameOf(id: string): Promise<string | undefined> {
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM rc_names WHERE id = $1', [id]);
    return rows[0]?.name;
  }

  beforeEach(async () => {
    t = await createTestDb(target, migrations);
    store = new PostgresEventStore(t.db);
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await t.drop();
  });

  it('a stamp moves when its read model changed (before waitFor resolves), not for events of other types', async () => {
    const r = runner([namesProjection(), otherProjection]);
    await r.init();
    expect(r.changeStamp(['rc.names'])).toBeUndefined(); // not running: no caching
    await r.start();
    const s0 = r.changeStamp(['rc.names'])!;
    expect(s0).toBeTypeOf('number');
    await write(r, OTHER, {});
    expect(r.changeStamp(['rc.names'])).toBe(s0);
    const both = r.changeStamp(['rc.names', 'rc.other'])!;
    expect(both).toBeGreaterThan(s0);
    await write(r, NAMED, { id: 'a', name: 'Anna' });
    const s1 = r.changeStamp(['rc.names'])!;
    expect(s1).toBeGreaterThan(s0);
    expect(r.changeStamp(['rc.names', 'rc.other'])).toBe(s1);
    r.readModelsChanged(['rc.other']);
    expect(r.changeStamp(['rc.names'])).toBe(s1);
    r.readModelsChanged();
    expect(r.changeStamp(['rc.names'])).toBeGreaterThan(s1);
    expect(() => r.changeStamp(['rc.nope'])).toThrow(/Unknown projection/);
    await r.stop();
    expect(r.changeStamp(['rc.names'])).toBeUndefined();
  });

  it('a checkpoint moved by another runner (another process) and a rebuild move the stamp', async () => {
    let appliedHere = 0;
    const mineP = namesProjection();
    const mine = runner([{ ...mineP, apply: (events, tx) => ((appliedHere += events.length), mineP.apply(events, tx)) }]);
    await mine.start();
    const other = runner([namesProjection()]);
    await other.init();
    // the first round of start() is over
    await expect.poll(() => (mine as unknown as { running: boolean }).running, { timeout: 20_000, interval: 5 }).toBe(false);
    const s0 = mine.changeStamp(['rc.names'])!;
    // the other process applies the event before this runner wakes up ...
    const asleep = vi.spyOn(mine, 'wake').mockImplementation(() => undefined);
    const { position } = await store.append(request(NAMED, { id: 'a', name: 'Anna' }));
    // (on a shared PostgreSQL cluster the event may become visible a moment later)
    await expect.poll(async () => comparePositions(await store.headPosition(), position), { timeout: 20_000, interval: 10 }).toBeGreaterThanOrEqual(0);
    await other.catchUp();
    asleep.mockRestore();
    expect(mine.changeStamp(['rc.names'])).toBe(s0);
    // ... which finds the checkpoint moved on its next round, with nothing to apply itself
    await mine.catchUp();
    expect(await mine.waitFor(position, undefined, 20_000)).toBe(true);
    expect(appliedHere).toBe(0);
    expect(mine.changeStamp(['rc.names'])).toBeGreaterThan(s0);
    const s1 = mine.changeStamp(['rc.names'])!;
    await mine.catchUp();
    expect(mine.changeStamp(['rc.names'])).toBe(s1);
    await mine.rebuild('rc.names');
    expect(mine.changeStamp(['rc.names'])).toBeGreaterThan(s1);
  });

  it('a failing round marks every read model as changed', async () => {
    let failing = false;
    const r = runner([namesProjection({ fail: () => failing }), otherProjection]);
    await r.start();
    const s0 = r.changeStamp(['rc.other'])!;
    failing = true;
    await store.append(request(NAMED, { id: 'a', name: 'Anna' }));
    r.wake();
    await expect.poll(() => r.changeStamp(['rc.other']), { timeout: 20_000, interval: 10 }).toBeGreaterThan(s0);
  });

  it('getWhile keeps a clock-dependent value only while it is still right', async () => {
    const r = runner([namesProjection(), otherProjection]);
    await r.start();
    await write(r, NAMED, { id: 'a', name: 'Anna' });
    const cache = new ReadCache<{ name: string; until: number }>(r, ['rc.names']);
    let now = 100;
    let reads = 0;
    const read = () =>
      cache.getWhile(
        'a',
        async () => {
          reads++;
          return { name: (await nameOf('a')) ?? '', until: now + 10 };
        },
        (v) => now < v.until,
      );
    expect(await read()).toEqual({ name: 'Anna', until: 110 });
    now = 109;
    expect((await read()).until).toBe(110);
    expect(reads).toBe(1);
    now = 110; // the instant the value may change: read again
    expect(await read()).toEqual({ name: 'Anna', until: 120 });
    expect(reads).toBe(2);
    expect((await read()).until).toBe(120);
    expect(reads).toBe(2);
  });

  it('keeps a value until the read model changes, and never across a change', async () => {
    const r = runner([namesProjection(), otherProjection]);
    await r.start();
    await write(r, NAMED, { id: 'a', name: 'Anna' });
    const cache = new ReadCache<string | undefined>(r, ['rc.names']);
    let reads = 0;
    const read = (id: string) =>
      cache.get(id, async () => {
        reads++;
        return nameOf(id);
      });

    expect(await read('a')).toBe('Anna');
    expect(await read('a')).toBe('Anna');
    expect(reads).toBe(1);
    await write(r, OTHER, {}); // another read model moved: still kept
    expect(await read('a')).toBe('Anna');
    expect(reads).toBe(1);

    await write(r, NAMED, { id: 'a', name: 'Anna-Lena' }); // renamed: the very next read sees it
    expect(await read('a')).toBe('Anna-Lena');
    expect(reads).toBe(2);

    // concurrent reads share one database read
    await write(r, NAMED, { id: 'b', name: 'Bert' });
    expect(await Promise.all([read('b'), read('b'), read('b')])).toEqual(['Bert', 'Bert', 'Bert']);
    expect(reads).toBe(3);

    // unknown keys are not kept
    expect(await read('nobody')).toBeUndefined();
    expect(await read('nobody')).toBeUndefined();
    expect(reads).toBe(5);

    // a change that commits while a read is in flight: that read's value is not kept
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('b', async () => {
      reads++;
      const name = await nameOf('b');
      await gate;
      return name;
    });
    await write(r, NAMED, { id: 'b', name: 'Berta' });
    release();
    expect(await slow).toBe('Bert');
    expect(await read('b')).toBe('Berta');

    // a stopped runner learns of no change: nothing is kept
    await r.stop();
    const before = reads;
    await read('a');
    await read('a');
    expect(reads).toBe(before + 2);
  });

  it('getMany reads only the missing keys, in one read; failed reads, old and surplus entries are dropped', async () => {
    const r = runner([namesProjection()]);
    await r.start();
    await write(r, NAMED, { id: 'a', name: 'Anna' });
    await write(r, NAMED, { id: 'b', name: 'Bert' });
    let clock = 0;
    const cache = new ReadCache<{ name: string }>(r, ['rc.names'], { maxAgeMs: 1000, maxEntries: 2, now: () => clock });
    const batches: string[][] = [];
    const loadMissing = async (ids: readonly string[]) => {
      batches.push([...ids]);
      const { rows } = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM rc_names WHERE id = ANY($1::text[])', [[...ids]]);
      return new Map(rows.map((x) => [x.id, { name: x.name }]));
    };
    expect([...(await cache.getMany(['a', 'x', 'a'], loadMissing))]).toEqual([['a', { name: 'Anna' }]]);
    expect([...(await cache.getMany(['a', 'b'], loadMissing)).keys()].sort()).toEqual(['a', 'b']);
    expect(batches).toEqual([['a', 'x'], ['b']]);

    // values are frozen: a caller cannot change what the next one gets
    const anna = (await cache.getMany(['a'], loadMissing)).get('a')!;
    expect(() => ((anna as { name: string }).name = 'Eve')).toThrow(TypeError);

    // too old: read again
    clock = 1500;
    await cache.getMany(['a'], loadMissing);
    expect(batches.at(-1)).toEqual(['a']);
    expect(cache.size).toBeLessThanOrEqual(2);

    // a failing read is not kept
    await expect(cache.get('z', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('z', async () => ({ name: 'Zoe' }))).toEqual({ name: 'Zoe' });
    expect(() => new ReadCache(r, ['rc.nope'])).toThrow(/Unknown projection/);
  });
});
