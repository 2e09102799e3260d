import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbTargets, type TestDb } from '../../../../../tests/support/db';
import { eventStoreMigrations } from '../../../../platform/eventstore';
import { userCounts } from '../operator-queries';
import { identityMigrations } from './ddl';

/** Every company's people (not deleted) counted from the rows: what the kept counts must always say. */
async function counted(t: TestDb): Promise<Record<string, number>> {
  const { rows } = await t.db.query<{ company_id: string; n: string }>(
    'SELECT company_id, count(*)::text AS n FROM idn_users WHERE deleted_at IS NULL AND company_id IS NOT NULL GROUP BY company_id',
  );
  return Object.fromEntries(rows.map((r) => [r.company_id, Number(r.n)]));
}

async function kept(t: TestDb): Promise<Record<string, number>> {
  return Object.fromEntries(await userCounts(t.db, ['c1', 'c2', 'c3']));
}

const insert = (t: TestDb, ids: readonly string[], companyId: string | null) =>
  t.db.query(
    `INSERT INTO idn_users (id, company_id, email, first_name, last_name, role, password_hash, created_at)
     SELECT id, $2, id || '@x.de', 'A', 'B', 'non-managing', '', now() FROM unnest($1::text[]) AS id`,
    [ids, companyId],
  );

describe.each(dbTargets())('the people of each company kept as a count beside the rows (%s)', (target) => {
  let t: TestDb;
  beforeAll(async () => {
    // 0115 reads the log (the time people left)
    t = await createTestDb(target, [...eventStoreMigrations, ...identityMigrations]);
  });
  afterAll(() => t.drop());

  it('follows inserts, deletions, moves between companies and removals, in statements of one row or many', async () => {
    await insert(t, ['a1', 'a2', 'a3'], 'c1');
    await insert(t, ['b1'], 'c2');
    // the platform operator belongs to no company
    await insert(t, ['op'], null);
    expect(await kept(t)).toEqual({ c1: 3, c2: 1 });

    // an update that changes no one's membership of the count (a sign-in) moves nothing
    await t.db.query("UPDATE idn_users SET last_login = now() WHERE id IN ('a1', 'b1', 'op')");
    expect(await kept(t)).toEqual({ c1: 3, c2: 1 });

    await t.db.query("UPDATE idn_users SET deleted_at = now() WHERE id IN ('a1', 'a2')");
    expect(await kept(t)).toEqual({ c1: 1, c2: 1 });
    // deleted again: counted once
    await t.db.query("UPDATE idn_users SET deleted_at = now() WHERE id = 'a1'");
    expect(await kept(t)).toEqual({ c1: 1, c2: 1 });

    await t.db.query("UPDATE idn_users SET company_id = 'c3' WHERE id IN ('a3', 'b1')");
    expect(await kept(t)).toEqual({ c3: 2 });
    expect(await kept(t)).toEqual(await counted(t));

    // a company's rows removed (its purge, a reset of the read model): no row of the count is left
    await insert(t, ['d1', 'd2'], 'c1');
    await t.db.query("DELETE FROM idn_users WHERE company_id = 'c3'");
    expect(await kept(t)).toEqual({ c1: 2 });
    expect((await t.db.query("SELECT 1 FROM idn_user_counts WHERE company_id IN ('c2', 'c3')")).rows).toEqual([]);
    await t.db.query('DELETE FROM idn_users');
    expect((await t.db.query('SELECT 1 FROM idn_user_counts')).rows).toEqual([]);
  });

  it('agrees with the rows after a run of random statements', async () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const companies = ['c1', 'c2', 'c3'];
    for (let step = 0; step < 60; step++) {
      const company = companies[random(3)]!;
      const op = random(4);
      if (op === 0) await insert(t, Array.from({ length: 1 + random(5) }, (_, i) => `r${step}-${i}`), company);
      else if (op === 1) await t.db.query('UPDATE idn_users SET deleted_at = now() WHERE id IN (SELECT id FROM idn_users ORDER BY id LIMIT 1 OFFSET $1)', [random(10)]);
      else if (op === 2) await t.db.query('UPDATE idn_users SET company_id = $1 WHERE id IN (SELECT id FROM idn_users ORDER BY id DESC LIMIT 2 OFFSET $2)', [company, random(10)]);
      else await t.db.query('DELETE FROM idn_users WHERE id IN (SELECT id FROM idn_users ORDER BY id LIMIT 1 OFFSET $1)', [random(10)]);
      expect(await kept(t), `step ${step}`).toEqual(await counted(t));
    }
  });
});
