import { afterAll, beforeAll } from 'vitest';
import { migrate, openDb, type Db, type Migration } from '../../src/platform/db';
import type { RecordedEvent } from '../../src/platform/eventstore';
import type { Projection } from '../../src/platform/projections';

/** A fresh in-memory database with a module's migrations, for one describe block of read-model tests. */
export function useMigratedDb(migrations: readonly Migration[]): { readonly db: Db } {
  const handle: { db?: Db } = {};
  beforeAll(async () => {
    handle.db = await openDb({});
    await migrate(handle.db, migrations);
  });
  afterAll(() => handle.db?.close());
  return handle as { readonly db: Db };
}

/** Applies every event twice, one event a transaction: what shows that a projection is idempotent. */
export async function applyEachTwice(db: Db, projection: Pick<Projection, 'apply'>, events: readonly RecordedEvent[]): Promise<void> {
  for (const e of events) {
    await db.transaction(async (tx) => {
      await projection.apply([e], tx);
      await projection.apply([e], tx);
    });
  }
}
