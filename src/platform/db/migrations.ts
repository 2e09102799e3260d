import type { Db } from './db';

export interface Migration {
  /** Unique, ordered id such as `0001_eventstore`; never change an applied migration, add a new one. */
  readonly id: string;
  readonly sql: string;
}

/**
 * Applies the given migrations that are not applied yet, in id order, each in its own
 * transaction under an advisory lock, so several processes starting at once are safe.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  const sorted = [...migrations].sort((a, b) => a.id.localeCompare(b.id));
  for (const m of sorted) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id]);
      if (rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}
