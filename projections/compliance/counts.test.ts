import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db';
import { createTestDb, dbTargets, type TestDb } from '../../tests/support/db';
import { PROGRESS_STATUSES } from '../../src/shared/contracts/learning';
import { complianceMigrations } from './schema';
import { reportStatusSql } from './status-rules';
import { COUNTING_OFF, countAllSql, countTables, foldCounts, scopeCounts } from './counts';

/**
 * The kept status counts against the cells counted: a generated history of writes to the tables
 * the cells are made of (single and multi-row statements, upserts, deletions, deadlines moved,
 * trainings deleted and restored, people leaving), with folds at instants moving forward, read at
 * instants at and after the watermark. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
describe.each(dbTargets())('status counts kept by the triggers equal the cells counted (%s)', (target) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(target, complianceMigrations);
    db = t.db;
  });
  afterAll(() => t?.drop());

  // a small generator of its own, so that a failing history can be replayed from its seed
  const rng = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const T0 = Date.parse('2026-03-01T08:00:00.000Z');
  const DAY = 86_400_000;
  const GROUPS = ['g1', 'g2', 'g3'];
  const USERS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
  const TRAININGS = ['t1', 't2', 't3', 't4'];

  const counted = async (scope: string, at: Date): Promise<Record<string, number>> => {
    const [kind, id] = [scope.slice(0, 1), scope.slice(2)];
    const { rows } =
      kind === 'c'
        ? await db.query<{ status: string; n: string }>(
            `SELECT ${reportStatusSql('$2', 'NULL::timestamptz')} AS status, count(*)::text AS n FROM compliance_assignments a WHERE a.company_id = $1 AND NOT a.training_deleted GROUP BY 1`,
            [id, at],
          )
        : await db.query<{ status: string; n: string }>(
            `SELECT ${reportStatusSql('$2', 'gt.deadline')} AS status, count(*)::text AS n
               FROM cmp_members m JOIN cmp_people p ON p.user_id = m.user_id JOIN cmp_group_trainings gt ON gt.group_id = m.group_id
               JOIN cmp_trainings t ON t.training_id = gt.training_id AND NOT t.is_deleted
               LEFT JOIN compliance_assignments a ON a.user_id = m.user_id AND a.training_id = gt.training_id
              WHERE m.group_id = $1 GROUP BY 1`,
            [id, at],
          );
    return Object.fromEntries(PROGRESS_STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)]));
  };
  const scopes = ['c:co1', ...GROUPS.map((g) => `g:${g}`)];

  const history = async (seed: number, steps: number) => {
    const r = rng(seed);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    const instant = (base: number) => new Date(base + Math.round((r() - 0.5) * 600 * DAY));
    let folded = T0 - 400 * DAY;
    for (let step = 0; step < steps; step++) {
      const u = pick(USERS);
      const tr = pick(TRAININGS);
      const g = pick(GROUPS);
      switch (Math.floor(r() * 9)) {
        case 0:
          await db.query(`INSERT INTO cmp_people (user_id, company_id, first_name, last_name, email, sort_key) VALUES ($1, 'co1', 'A', 'B', $1, $1) ON CONFLICT DO NOTHING`, [u]);
          break;
        case 1:
          if (r() < 0.3) await db.query('DELETE FROM cmp_people WHERE user_id = $1', [u]);
          break;
        case 2:
          await db.query(
            `INSERT INTO cmp_trainings (training_id, company_id, is_required, requires_recertification, period_months, is_deleted) VALUES ($1, 'co1', true, true, 12, $2)
             ON CONFLICT (training_id) DO UPDATE SET is_deleted = excluded.is_deleted, is_required = NOT cmp_trainings.is_required`,
            [tr, r() < 0.2],
          );
          break;
        case 3:
          // a whole unit at once, or one member
          if (r() < 0.5) await db.query(`INSERT INTO cmp_members (group_id, user_id, added_at) SELECT $1, x, now() FROM unnest($2::text[]) x ON CONFLICT DO NOTHING`, [g, USERS]);
          else await db.query(`INSERT INTO cmp_members (group_id, user_id, added_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING`, [g, u]);
          break;
        case 4:
          await db.query('DELETE FROM cmp_members WHERE group_id = $1 AND user_id = $2', [g, u]);
          break;
        case 5: {
          const deadline = r() < 0.2 ? null : instant(T0);
          await db.query(
            `INSERT INTO cmp_group_trainings (group_id, training_id, assigned_at, deadline) VALUES ($1, $2, now(), $3)
             ON CONFLICT (group_id, training_id) DO UPDATE SET deadline = excluded.deadline`,
            [g, tr, deadline],
          );
          break;
        }
        case 6:
          if (r() < 0.3) await db.query('DELETE FROM cmp_group_trainings WHERE group_id = $1', [g]);
          else await db.query(`UPDATE cmp_group_trainings SET deadline = deadline + interval '3 days' WHERE group_id = $1`, [g]);
          break;
        case 7: {
          // a compliance row: never completed, completed (valid for a year, window two months before), or completed for good
          const done = r();
          const completed = done < 0.3 ? null : instant(T0);
          const validUntil = completed === null ? null : done < 0.8 ? new Date(completed.getTime() + 365 * DAY) : 'infinity';
          const windowOpens = validUntil === null || validUntil === 'infinity' ? validUntil : new Date(validUntil.getTime() - 61 * DAY);
          await db.query(
            `INSERT INTO compliance_assignments (company_id, user_id, training_id, assigned_at, deadline, is_required, requires_recertification, training_deleted,
                                                 in_progress, completed_at, valid_until, window_opens, awaiting_practical)
             VALUES ('co1', $1, $2, now(), $3, true, true, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (user_id, training_id) DO UPDATE SET (deadline, training_deleted, in_progress, completed_at, valid_until, window_opens, awaiting_practical)
               = (excluded.deadline, excluded.training_deleted, excluded.in_progress, excluded.completed_at, excluded.valid_until, excluded.window_opens, excluded.awaiting_practical)`,
            [u, tr, instant(T0), r() < 0.1, r() < 0.4, completed, validUntil, windowOpens, r() < 0.15],
          );
          break;
        }
        case 8:
          if (r() < 0.5) await db.query('DELETE FROM compliance_assignments WHERE user_id = $1 AND training_id = $2', [u, tr]);
          else await db.query('UPDATE compliance_assignments SET training_deleted = NOT training_deleted WHERE training_id = $1', [tr]);
          break;
      }
      if (r() < 0.15) {
        folded += Math.round(r() * 40 * DAY);
        await foldCounts(db, pick(scopes), new Date(folded));
      }
      if (step % 10 === 9) {
        for (const scope of scopes) {
          for (const at of [folded, folded + Math.round(r() * 500 * DAY)]) {
            const kept = await scopeCounts(db, scope, new Date(at));
            expect(kept, `${scope} at ${new Date(at).toISOString()} (seed ${seed}, step ${step})`).not.toBeNull();
            expect(kept!.byStatus, `${scope} at ${new Date(at).toISOString()} (seed ${seed}, step ${step})`).toEqual(await counted(scope, new Date(at)));
          }
        }
      }
    }
    // before the watermark the counts decline to answer (the caller counts the cells)
    expect(await scopeCounts(db, 'g:g1', new Date(folded - 1))).toBeNull();
  };

  const empty = async () => {
    await db.query(`TRUNCATE compliance_assignments, cmp_members, cmp_group_trainings, cmp_trainings, cmp_people, ${countTables.join(', ')}`);
    await db.query(`UPDATE cmp_count_fold SET folded_at = '-infinity'`);
  };

  it.each([1, 2, 3, 4, 5, 6])('history %i', async (seed) => {
    await empty();
    await history(seed, 120);
  });

  it('the counts of a bulk replay (triggers off, counted once) equal the counts kept', async () => {
    await empty();
    await history(7, 80);
    const at = new Date(T0 + 200 * DAY);
    const kept = await Promise.all(scopes.map((s) => scopeCounts(db, s, at)));
    await db.transaction(async (tx) => {
      await tx.query(COUNTING_OFF);
      for (const table of countTables) await tx.query(`DELETE FROM ${table}`);
      await tx.query(countAllSql());
    });
    expect(await Promise.all(scopes.map((s) => scopeCounts(db, s, at)))).toEqual(kept);
  });
});
