import { describe, it, expect } from 'vitest';
import { createTestDb } from '../../../tests/support/db';
import { eventStoreMigrations, PostgresEventStore, ConcurrencyError } from './index';

describe('smoke', () => {
  it('appends and reads on pglite', async () => {
    const t = await createTestDb((process.env.T ?? 'pglite') as 'pglite', eventStoreMigrations);
    const store = new PostgresEventStore(t.db);
    const meta = { actorId: null, tenantId: 't1', commandId: 'c1', correlationId: 'c1', causationId: null };
    const r = await store.append({ tenantId: 't1', streamId: 's1', streamType: 'x', expectedVersion: 'no_stream', events: [{ type: 'a', schemaVersion: 1, data: { x: 1 } }], metadata: meta });
    expect(r.nextVersion).toBe(1);
    const again = await store.append({ tenantId: 't1', streamId: 's1', streamType: 'x', expectedVersion: 'no_stream', events: [{ type: 'a', schemaVersion: 1, data: { x: 1 } }], metadata: meta });
    expect(again.duplicate).toBe(true);
    await expect(store.append({ tenantId: 't1', streamId: 's1', streamType: 'x', expectedVersion: 'no_stream', events: [{ type: 'a', schemaVersion: 1, data: { x: 1 } }], metadata: { ...meta, commandId: 'c2' } })).rejects.toBeInstanceOf(ConcurrencyError);
    const all = await store.readAll();
    expect(all.length).toBe(1);
    console.log(all[0]!.position, await store.headPosition());
    await t.drop();
  });
});
