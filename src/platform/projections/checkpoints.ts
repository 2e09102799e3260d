import type { Db, Migration, Queryable } from '../db';
import { START_POSITION } from '../eventstore';
import type { Projection } from './projection';

/** NOTIFY channel of checkpoint moves (migration 0003). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoints';

export const projectionMigrations: Migration[] = [
  {
    id: '0001_projection_checkpoints',
    sql: `CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      version integer NOT NULL,
      position text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );`,
  },
  {
    // a replay from zero in bulk mode (Projection.bulk): kept with the checkpoint, so that whichever
    // process steps the projection next goes on in bulk mode and finishes it at the head
    id: '0002_projection_bulk_replay',
    sql: 'ALTER TABLE projection_checkpoints ADD COLUMN bulk boolean NOT NULL DEFAULT false',
  },
  {
    // processes that follow a projection another process applies (issue 17) wake when its
    // checkpoint moves, whoever moved it: the NOTIFY goes out when the moving transaction commits
    id: '0003_projection_checkpoint_notify',
    sql: `CREATE FUNCTION projection_checkpoint_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${CHECKPOINT_CHANNEL}', NEW.name);
        RETURN NULL;
      END $$;
    CREATE TRIGGER projection_checkpoint_moved AFTER UPDATE ON projection_checkpoints
      FOR EACH ROW WHEN (OLD.position IS DISTINCT FROM NEW.position) EXECUTE FUNCTION projection_checkpoint_moved();`,
  },
];

/**
 * The settings of a bulk replay's transactions (and of the read ahead): a batch of 20,000 events is
 * sorted into commit order and the read models aggregate their facts at the head, which spill to
 * disk at PostgreSQL's default work_mem of 4 MB. The commit need not wait for the WAL flush: the
 * read model and its checkpoint commit together or not at all, so a crash right after it loses at
 * most batches that the next step replays again (the bulk flag stays with the checkpoint).
 */
export const BULK_SETTINGS = "SET LOCAL work_mem = '64MB'; SET LOCAL synchronous_commit = off";

/**
 * A projection's checkpoint at start-up: created at position zero when missing; reset to zero
 * (with the read model, in bulk mode when it has one) when its version changed. Returns its position.
 */
export function ensureCheckpoint(db: Db, p: Projection, log: (msg: string) => void): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: number; position: string }>('SELECT version, position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [p.name]);
    const row = rows[0];
    if (!row) {
      await tx.query('INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [p.name, p.version, START_POSITION]);
      return START_POSITION;
    }
    if (row.version === p.version) return row.position;
    log(`projection ${p.name}: version ${row.version} -> ${p.version}, rebuilding`);
    await p.reset(tx);
    await tx.query('UPDATE projection_checkpoints SET version = $2, position = $3, bulk = $4, updated_at = now() WHERE name = $1', [p.name, p.version, START_POSITION, !!p.bulk]);
    return START_POSITION;
  });
}

/** Empties a projection's read model and sets its checkpoint back to zero (a rebuild), in one transaction. */
export function resetCheckpoint(db: Db, p: Projection): Promise<void> {
  return db.transaction(async (tx) => {
    // no wait for the WAL flush: a reset lost in a crash leaves the old read model with its old checkpoint
    if (p.bulk) await tx.exec(BULK_SETTINGS);
    await tx.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [p.name]);
    await p.reset(tx);
    await tx.query(
      `INSERT INTO projection_checkpoints (name, version, position, bulk) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, bulk = EXCLUDED.bulk, updated_at = now()`,
      [p.name, p.version, START_POSITION, !!p.bulk],
    );
  });
}

/** The committed checkpoints (of the named projections, or all). */
export async function committedCheckpoints(q: Queryable, names?: readonly string[]): Promise<Map<string, string>> {
  const { rows } = names
    ? await q.query<{ name: string; position: string }>('SELECT name, position FROM projection_checkpoints WHERE name = ANY($1::text[])', [[...names]])
    : await q.query<{ name: string; position: string }>('SELECT name, position FROM projection_checkpoints');
  return new Map(rows.map((r) => [r.name, r.position]));
}
