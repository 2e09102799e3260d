import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDb, migrate, dumpPglite, type Db, type Migration } from '../../src/platform/db';

export type DbTarget = 'pglite' | 'postgres';

/** The targets integration tests run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function dbTargets(): DbTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const templates = new Map<string, Promise<Blob>>();

/** A migrated PGlite dump per migration set, made once per worker and loaded per test db. */
function pgliteTemplate(migrations: readonly Migration[]): Promise<Blob> {
  const key = migrations.map((m) => m.id).join(',');
  let t = templates.get(key);
  if (!t) {
    t = (async () => {
      const db = await openDb({});
      await migrate(db, migrations);
      const blob = await dumpPglite(db);
      await db.close();
      return blob;
    })();
    templates.set(key, t);
  }
  return t;
}

export interface TestDb {
  readonly db: Db;
  readonly url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory PGlite loaded from a template, or a new PostgreSQL
 * database (created next to the one DATABASE_URL names, dropped afterwards).
 */
export async function createTestDb(target: DbTarget, migrations: readonly Migration[], poolSize = 10, idleTimeoutMs = 10_000): Promise<TestDb> {
  if (target === 'pglite') {
    const db = await openDb({ pgliteLoadDataDir: await pgliteTemplate(migrations) });
    return { db, url: undefined, drop: () => db.close() };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = '/' + name;
  const db = await openDb({ databaseUrl: url.toString(), poolSize, idleTimeoutMs });
  await migrate(db, migrations);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
