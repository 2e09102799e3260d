import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import { PostgresEventStore, TenantErasedError, eventStoreMigrations, eraseEvents, isTenantErased, newId, tombstoneTenant, type AppendRequest } from './index';

const request = (tenantId: string, streamId = `s-${newId()}`): AppendRequest => ({
  tenantId,
  streamId,
  streamType: 'test.Stream',
  expectedVersion: 'any',
  events: [{ type: 'test.Happened', schemaVersion: 1, data: { n: 1 } }],
  metadata: { actorId: null, tenantId, commandId: newId(), correlationId: newId(), causationId: null },
});

const count = async (t: TestDb, tenantId: string) =>
  Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events WHERE tenant_id = $1', [tenantId])).rows[0]!.n);

describe.each(dbTargets())('tenant tombstones (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  beforeEach(async () => {
    t = await createTestDb(target, eventStoreMigrations);
    store = new PostgresEventStore(t.db);
  });
  afterEach(() => t.drop());

  it('refuses every append to a tombstoned tenant, also inside a batch with another tenant; others go on', async () => {
    await store.append(request('acme'));
    await tombstoneTenant(t.db, 'acme');
    expect(await isTenantErased(t.db, 'acme')).toBe(true);
    await expect(store.append(request('acme'))).rejects.toBeInstanceOf(TenantErasedError);
    await expect(store.appendMany([request('platform'), request('acme')])).rejects.toMatchObject({ tenantId: 'acme' });
    expect(await count(t, 'acme')).toBe(1);
    expect(await count(t, 'platform')).toBe(0);
    await store.append(request('other'));
    expect(await count(t, 'other')).toBe(1);
    // a second tombstone of the same tenant is harmless
    await tombstoneTenant(t.db, 'acme');
  });

  it('eraseEvents removes single events and the streams left empty; a kept stream keeps its version', async () => {
    await store.append({ ...request('platform', 'email-a'), expectedVersion: 'no_stream' });
    await store.append({ ...request('platform', 'email-a'), expectedVersion: 1 });
    await store.append({ ...request('platform', 'email-b'), expectedVersion: 'no_stream' });
    const [first] = await store.readStream('platform', 'email-a');
    const [onlyB] = await store.readStream('platform', 'email-b');
    await t.db.transaction((tx) => eraseEvents(tx, 'platform', [first!.eventId, onlyB!.eventId]));
    expect((await store.readStream('platform', 'email-a')).map((e) => e.streamVersion)).toEqual([2]);
    expect((await t.db.query("SELECT 1 FROM es_streams WHERE stream_id = 'email-b'")).rows).toHaveLength(0);
    // the kept stream continues after its version
    expect((await store.append({ ...request('platform', 'email-a'), expectedVersion: 2 })).nextVersion).toBe(3);
  });

  it.runIf(target === 'postgres')('an append in flight commits before the tombstone; none after it', async () => {
    // a transaction that has appended (holding the tenant's append lock) and not yet committed
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let appended!: () => void;
    const inside = new Promise<void>((r) => (appended = r));
    const inFlight = t.db.transaction(async (tx) => {
      await tx.query(`SELECT * FROM es_append($1, $2, $3, NULL, $4::jsonb)`, [
        'acme',
        'slow',
        'test.Stream',
        JSON.stringify([{ id: newId(), type: 'test.Happened', schemaVersion: 1, data: {}, metadata: request('acme').metadata }]),
      ]);
      appended();
      await held;
    });
    await inside;
    let tombstoned = false;
    const tombstone = tombstoneTenant(t.db, 'acme').then(() => (tombstoned = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(tombstoned).toBe(false);
    release();
    await inFlight;
    await tombstone;
    expect(await count(t, 'acme')).toBe(1);
    await expect(store.append(request('acme'))).rejects.toBeInstanceOf(TenantErasedError);
  });
});
