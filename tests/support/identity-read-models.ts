import { identityModule } from '../../src/modules/identity';
import type { Queryable } from '../../src/platform/db';
import type { RecordedEvent } from '../../src/platform/eventstore';
import { subscribesTo } from '../../src/platform/projections';
import { allMigrations } from './app';
import { createTestDb, type DbTarget } from './db';

const IDENTITY_TABLES = ['idn_companies', 'idn_users', 'idn_sessions', 'idn_kiosks'];

/** Every row of identity's read models, in a stable order. */
export async function dumpIdentity(q: Queryable): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of IDENTITY_TABLES) out[t] = (await q.query(`SELECT * FROM ${t} ORDER BY id`)).rows;
  return out;
}

/** The identity read models a fresh database gets when every one of `events` is applied twice. */
export async function identityRowsAppliedTwice(target: DbTarget, events: readonly RecordedEvent[]): Promise<Record<string, unknown[]>> {
  const fresh = await createTestDb(target, allMigrations());
  try {
    for (const p of identityModule().projections) {
      for (const e of events.filter((x) => subscribesTo(p, x.type))) {
        await fresh.db.transaction(async (tx) => {
          await p.apply([e], tx);
          await p.apply([e], tx);
        });
      }
    }
    return await dumpIdentity(fresh.db);
  } finally {
    await fresh.drop();
  }
}
