import type { Db, Queryable } from '../../../src/platform/db';
import type { ProgressStatus } from '../../../src/shared/contracts/learning';
import type { AsOfSummary } from '../../../src/shared/contracts/audit-as-of';
import { reportStatusSql, validSql } from '../../compliance';
import { at, cellsSql, summaryColumns, toSummary, type AsOfFilter } from './cells';

/**
 * The unit plan (issue 31): the as-of summary of a unit, and which of its members a page holds,
 * without computing every cell of the unit. A unit's cells at T are its members then x its
 * trainings in effect then, and most of them are plain: no learning version then, and no other
 * unit of the person giving that training an earlier deadline. A plain cell's status follows from
 * the unit's deadline of the training alone, so the plain cells of a training are counted, not
 * computed: |members| minus its exceptional cells, with the status the rules give a cell without
 * learning against that deadline. The exceptional cells (a learning version then, or an earlier
 * deadline elsewhere) go through the same pipeline as every as-of cell (cells.ts). The cost grows
 * with members + trainings + exceptional cells, not with members x trainings (a unit of 10,000
 * people and 100 trainings holds a million cells). `as-of.property.test.ts` compares the plan with
 * the cells and with a naive fold of the log.
 */

/** Whether the unit plan answers the filter: a unit, not narrowed to a person or a delivered language. */
export const unitPlanApplies = (f: AsOfFilter): f is AsOfFilter & { groupId: string } =>
  f.groupId !== undefined && f.userId === undefined && f.deliveredLanguage === undefined;

/** The status columns of a cell without learning (reportStatusSql and validSql read them from `a`). */
const NO_LEARNING = `(SELECT NULL::timestamptz AS completed_at, NULL::timestamptz AS valid_until, NULL::timestamptz AS window_opens, false AS awaiting_practical, false AS in_progress)`;

/** What the as-of answers read from: the database (the unit plan's statement runs in a transaction of its own). */
export type AsOfReader = Queryable & Pick<Db, 'transaction'>;

/** A page's rows as people: whose cells it shows, and how many rows of the filter come before the first of them. */
export interface PagePeople {
  readonly users: string[];
  readonly before: number;
}

/**
 * The summary of a unit's filter at its instant and, with `page`, the people whose rows (status
 * filter applied) make up rows `offset` to `offset + limit` in the order of the rows (person by
 * name, then training), with the number of rows before the first of them.
 */
export async function unitPlan(
  q: AsOfReader,
  f: AsOfFilter & { groupId: string },
  page?: { status: ProgressStatus | null; offset: number; limit: number },
): Promise<{ summary: AsOfSummary; people: PagePeople }> {
  let pageParams: { s: string; o: string; l: string } | null = null;
  const { sql, params } = cellsSql(f, {
    only: (p) => {
      const g = p(f.groupId);
      const t = f.trainingId !== undefined ? p(f.trainingId) : null;
      if (page) pageParams = { s: `${p(page.status)}::text`, o: `${p(page.offset)}::bigint`, l: `${p(page.limit)}::bigint` };
      return `um AS (SELECT m.user_id FROM aof_members m JOIN lg ON lg.group_id = m.group_id WHERE m.group_id = ${g} AND ${at('m')}),
  ut AS (
    SELECT gt.training_id, gt.deadline FROM gt JOIN aof_trainings tr ON tr.training_id = gt.training_id AND ${at('tr')}
     WHERE gt.group_id = ${g} ${t ? `AND gt.training_id = ${t}` : ''}
  ),
  -- the exceptional cells: a learning version then, or another unit then giving an earlier deadline
  only_pairs AS (
    SELECT l.user_id, l.training_id FROM aof_learning l JOIN ut ON ut.training_id = l.training_id JOIN um ON um.user_id = l.user_id WHERE ${at('l')}
    UNION
    SELECT m.user_id, gt.training_id FROM gt JOIN ut ON ut.training_id = gt.training_id
      JOIN aof_members m ON m.group_id = gt.group_id AND ${at('m')} JOIN um ON um.user_id = m.user_id
     WHERE gt.group_id <> ${g} AND gt.deadline IS NOT NULL AND (ut.deadline IS NULL OR gt.deadline < ut.deadline)
  )`;
    },
  });
  const pp = pageParams as { s: string; o: string; l: string } | null;
  const pick = pp
    ? `,
  removed AS (SELECT x.user_id, count(*) AS n FROM only_pairs x JOIN plain p ON p.training_id = x.training_id WHERE ${pp.s} IS NULL OR p.status = ${pp.s} GROUP BY x.user_id),
  added AS (SELECT c.user_id, count(*) AS n FROM cells c WHERE ${pp.s} IS NULL OR c.status = ${pp.s} GROUP BY c.user_id),
  k AS (SELECT count(*) AS n FROM plain p WHERE ${pp.s} IS NULL OR p.status = ${pp.s}),
  counted AS (
    SELECT u.user_id, pe.sort_key, (SELECT n FROM k) - COALESCE(r.n, 0) + COALESCE(a.n, 0) AS n
      FROM um u JOIN aof_people pe ON pe.user_id = u.user_id LEFT JOIN removed r ON r.user_id = u.user_id LEFT JOIN added a ON a.user_id = u.user_id
  ),
  cum AS (SELECT user_id, n, sum(n) OVER (ORDER BY sort_key COLLATE "C", user_id COLLATE "C" ROWS UNBOUNDED PRECEDING) - n AS before FROM counted WHERE n > 0),
  pick AS (SELECT user_id, before FROM cum WHERE before < ${pp.o} + ${pp.l} AND before + n > ${pp.o})`
    : '';
  // The planner cannot know how many members, exceptional cells and people a unit has at T (CTEs of
  // unions over intervals): guessing a handful, it probes an index per cell in nested loops, which
  // at thousands of cells took 2-3 x the time of hash joins (bench:audit, 1,000 people).
  const { rows } = await q.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_nestloop = off');
    return tx.query<{ summary: string | null; pick: string | null }>(
    `WITH ${sql},
  plain AS (
    SELECT ut.training_id, ${reportStatusSql('$2::timestamptz', 'ut.deadline')} AS status, ${validSql('$2::timestamptz')} AS compliant
      FROM ut CROSS JOIN LATERAL ${NO_LEARNING} a
  ),
  taken AS (SELECT x.training_id, count(*) AS n FROM only_pairs x GROUP BY x.training_id),
  tally AS (
    SELECT c.status, c.compliant, 1::bigint AS n FROM cells c
    UNION ALL
    SELECT p.status, p.compliant, (SELECT count(*) FROM um) - COALESCE(tk.n, 0) FROM plain p LEFT JOIN taken tk ON tk.training_id = p.training_id
  ),
  summary AS (SELECT ${summaryColumns('t', 't.n')} FROM tally t)${pick}
  SELECT (SELECT row_to_json(s)::text FROM summary s) AS summary,
         ${pp ? `(SELECT json_agg(json_build_object('u', user_id, 'before', before) ORDER BY before)::text FROM pick)` : 'NULL::text'} AS pick`,
    params,
  );
  });
  const summary = toSummary(rows[0]?.summary ? (JSON.parse(rows[0].summary) as Record<string, unknown>) : undefined);
  const picked = JSON.parse(rows[0]?.pick ?? '[]') as { u: string; before: number | string }[];
  return {
    summary,
    people: { users: picked.map((x) => x.u), before: picked.length ? Number(picked[0]!.before) : 0 },
  };
}
