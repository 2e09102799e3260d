import type { Queryable } from '../../src/platform/db';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../src/shared/contracts/learning';
import { reportStatusSql } from './status-rules';

/**
 * Status counts kept, not counted (issue 31, item 2): how many cells of each status a scope has,
 * at any instant, without reading its cells. A scope is a company (`c:<id>`, its compliance rows,
 * as the company dashboard counts them) or a unit (`g:<id>`, its members x trainings in effect, as
 * the progress report counts them, against the unit's deadlines).
 *
 * A cell's status moves only at instants its row knows: the recertification window opens, the
 * validity ends, the deadline passes. So a scope's counts at `now` are
 *   `cmp_status_counts` (the counts at the watermark F of `cmp_count_fold`)
 *   + the moves of `cmp_status_moves` at or before `now` (n cells enter a status at an instant,
 *     negative n: leave it)
 * for every `now >= F`. Triggers on the tables the cells are made of add each changed cell's
 * contribution (its status at F, its moves after F) and take away the old one, in the statement
 * that changed it, so the counts commit with the rows. A read folds the moves that passed into the
 * counts now and then (`foldCounts`), which moves F forward; a read before F (a clock set back)
 * counts the cells instead.
 */

/** The advisory lock that orders the triggers' writes and a fold (a fold never waits for it). */
const LOCK = 310_002;

/**
 * Takes the counts' lock for the rest of the transaction: a writer that changes the compliance
 * tables takes it before its first row lock, so that it never waits for it while holding rows
 * another writer waits for (the projection and a company purge would otherwise deadlock).
 */
export async function lockCounts(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${LOCK})`);
}

/** The session setting with which a bulk replay turns the triggers off (it fills the counts at its end). */
export const COUNTING_OFF = "SET LOCAL compliance.counting = 'off'";

/** The columns of a cell, as `reportStatusSql` reads them from `a`, with its scope, deadline `d` and sign (+1 added, -1 taken away). */
const ROW_STATUS_COLUMNS = 'a.completed_at, a.valid_until, a.window_opens, a.awaiting_practical, a.in_progress';
const NO_ROW = 'NULL::timestamptz, NULL::timestamptz, NULL::timestamptz, NULL::boolean, NULL::boolean';
const CELL = '(scope, d, completed_at, valid_until, window_opens, awaiting_practical, in_progress, sign)';

/** Where the parts of unit cells come from: the live tables, or (one of them) a trigger's transition table. */
interface UnitCellSources {
  readonly members?: string;
  readonly groupTrainings?: string;
  readonly trainings?: string;
  readonly people?: string;
  /** Compliance rows of the cells (a transition table): the cells are those of these rows only. */
  readonly rows?: string;
  /** With `rows`: each cell also as it is without a row, with the other sign (the row was just added, or is gone). */
  readonly replacingNoRow?: boolean;
}

/** SQL yielding unit cells (CELL columns) built from `src`, each with `sign`. */
export function unitCellsSql(src: UnitCellSources, sign: 1 | -1): string {
  const changed = src.members ?? src.groupTrainings ?? src.trainings ?? src.people;
  const rows = src.rows
    ? `JOIN ${src.rows} a ON a.user_id = m.user_id AND a.training_id = gt.training_id`
    : changed
      ? // a few changed facts: each cell's row looked up by its key (a planner that knows nothing of
        // a transition table's size would otherwise hash the whole compliance table)
        `LEFT JOIN LATERAL (SELECT * FROM compliance_assignments x WHERE x.user_id = m.user_id AND x.training_id = gt.training_id LIMIT 1) a ON true`
      : 'LEFT JOIN compliance_assignments a ON a.user_id = m.user_id AND a.training_id = gt.training_id';
  const values = src.replacingNoRow ? 'v.*' : `${ROW_STATUS_COLUMNS}, ${sign}`;
  const replacing = src.replacingNoRow ? `CROSS JOIN LATERAL (VALUES (${ROW_STATUS_COLUMNS}, ${sign}), (${NO_ROW}, ${-sign})) v` : '';
  return `SELECT 'g:' || m.group_id, gt.deadline, ${values}
    FROM ${src.members ?? 'cmp_members'} m
    JOIN ${src.groupTrainings ?? 'cmp_group_trainings'} gt ON gt.group_id = m.group_id
    JOIN ${src.trainings ?? 'cmp_trainings'} t ON t.training_id = gt.training_id AND NOT t.is_deleted
    JOIN ${src.people ?? 'cmp_people'} p ON p.user_id = m.user_id
    ${rows} ${replacing}`;
}

/** SQL yielding company cells: compliance rows of trainings not deleted (no deadline: the company figure counts validity). */
export const companyCellsSql = (rows: string, sign: 1 | -1) =>
  `SELECT 'c:' || a.company_id, NULL::timestamptz, ${ROW_STATUS_COLUMNS}, ${sign} FROM ${rows} a WHERE NOT a.training_deleted`;

/**
 * One statement that adds the contributions of some cells (`cells`: UNION ALL of CELL-shaped
 * queries) to the counts: each cell's status at F into the counts, and at each of its instants
 * after F, +1 to its status from then and -1 to its status until then. Cells that cancel out
 * (taken away and added unchanged) write nothing.
 */
export function addCellsSql(cells: readonly string[]): string {
  const after = (at: string) => reportStatusSql(at, 'a.d');
  return `WITH cells ${CELL} AS (${cells.join('\n UNION ALL ')}),
  f AS (SELECT folded_at AS f FROM cmp_count_fold),
  inst AS (
    SELECT a.*, x.at FROM cells a CROSS JOIN f
      CROSS JOIN LATERAL (SELECT DISTINCT v.at FROM (VALUES (a.window_opens), (a.valid_until + interval '1 microsecond'), (a.d + interval '1 microsecond')) v(at)
                           WHERE v.at > f.f AND v.at < 'infinity'::timestamptz) x
  ),
  flat AS (
    SELECT a.scope, NULL::timestamptz AS at, ${reportStatusSql('f.f', 'a.d')} AS status, a.sign AS n FROM cells a CROSS JOIN f
    UNION ALL SELECT a.scope, a.at, ${after('a.at')}, a.sign FROM inst a
    UNION ALL SELECT a.scope, a.at, ${after("a.at - interval '1 microsecond'")}, -a.sign FROM inst a
  ),
  agg AS (SELECT scope, at, status, sum(n)::bigint AS n FROM flat GROUP BY scope, at, status HAVING sum(n) <> 0),
  counted AS (
    INSERT INTO cmp_status_counts AS c (scope, status, n) SELECT scope, status, n FROM agg WHERE at IS NULL
    ON CONFLICT (scope, status) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO cmp_status_moves AS c (scope, at, status, n) SELECT scope, at, status, n FROM agg WHERE at IS NOT NULL
  ON CONFLICT (scope, at, status) DO UPDATE SET n = c.n + excluded.n`;
}

/**
 * The rows of one transition table whose `columns` differ from every row of the other (an
 * update's old rows that changed, or its new ones): EXCEPT hashes both sides, where a join of two
 * transition tables, whose sizes the planner does not know, may become a nested loop.
 */
const changed = (rows: string, other: string, columns: string) => `(SELECT ${columns} FROM ${rows} EXCEPT ALL SELECT ${columns} FROM ${other})`;
const ROW_SCOPE_STATUS = 'user_id, training_id, company_id, training_deleted, completed_at, valid_until, window_opens, awaiting_practical, in_progress';

/** The cells of compliance rows (a transition table) entering (+1) or leaving (-1), in the company and in their units. */
const rowCells = (rows: string, sign: 1 | -1, replacingNoRow: boolean): string[] => [
  companyCellsSql(rows, sign),
  unitCellsSql({ rows, replacingNoRow }, sign),
];

type Fact = 'members' | 'groupTrainings' | 'trainings' | 'people';

/** A fact table's triggers: its rows added and gone, and (with `statusColumns`) its rows whose columns that decide cells changed. */
const factTriggers = (table: string, fact: Fact, statusColumns?: string) => [
  { table, op: 'INSERT' as const, cells: [unitCellsSql({ [fact]: 'n' }, 1)] },
  { table, op: 'DELETE' as const, cells: [unitCellsSql({ [fact]: 'o' }, -1)] },
  ...(statusColumns
    ? [{ table, op: 'UPDATE' as const, cells: [unitCellsSql({ [fact]: changed('o', 'n', statusColumns) }, -1), unitCellsSql({ [fact]: changed('n', 'o', statusColumns) }, 1)] }]
    : []),
];

/** Per table and operation: the cells that leave (OLD TABLE `o`) and enter (NEW TABLE `n`) the counts. */
const TRIGGERS: readonly { table: string; op: 'INSERT' | 'UPDATE' | 'DELETE'; cells: string[] }[] = [
  { table: 'compliance_assignments', op: 'INSERT', cells: rowCells('n', 1, true) },
  { table: 'compliance_assignments', op: 'DELETE', cells: rowCells('o', -1, true) },
  { table: 'compliance_assignments', op: 'UPDATE', cells: [...rowCells(changed('o', 'n', ROW_SCOPE_STATUS), -1, false), ...rowCells(changed('n', 'o', ROW_SCOPE_STATUS), 1, false)] },
  ...factTriggers('cmp_members', 'members'),
  ...factTriggers('cmp_group_trainings', 'groupTrainings', 'group_id, training_id, deadline'),
  ...factTriggers('cmp_trainings', 'trainings', 'training_id, is_deleted'),
  ...factTriggers('cmp_people', 'people'),
];

const referencing = (op: string) => (op === 'INSERT' ? 'NEW TABLE AS n' : op === 'DELETE' ? 'OLD TABLE AS o' : 'OLD TABLE AS o NEW TABLE AS n');

/** Tables, trigger functions and triggers of the counts, and the counts of the rows already there. */
export function countsMigrationSql(): string {
  const triggers = TRIGGERS.map(({ table, op, cells }) => {
    const fn = `cmp_count_${table}_${op.toLowerCase()}`;
    return `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('compliance.counting', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(${LOCK});
  ${addCellsSql(cells)};
  RETURN NULL;
END $fn$;
CREATE TRIGGER ${fn} AFTER ${op} ON ${table} REFERENCING ${referencing(op)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
  });
  return `
CREATE TABLE cmp_status_counts (scope text COLLATE "C" NOT NULL, status text NOT NULL, n bigint NOT NULL, PRIMARY KEY (scope, status));
CREATE TABLE cmp_status_moves (scope text COLLATE "C" NOT NULL, at timestamptz NOT NULL, status text NOT NULL, n bigint NOT NULL, PRIMARY KEY (scope, at, status));
CREATE TABLE cmp_count_fold (folded_at timestamptz NOT NULL);
INSERT INTO cmp_count_fold VALUES ('-infinity');
${triggers.join('\n')}
${countAllSql()};`;
}

/** The counts of every cell there is (the end of a bulk replay, and the migration that adds them). */
export const countAllSql = () => addCellsSql([companyCellsSql('compliance_assignments', 1), unitCellsSql({}, 1)]);

/**
 * The counts as what they mean from instant `$1` on, whatever reads folded when: each scope's
 * counts at `$1` and the net moves after it, none that are zero. Two databases whose counts agree
 * on this for an instant at or after both watermarks count the same cells (the crash and
 * scale-out tests compare a rebuild with the live counts so).
 */
export const COUNTS_FROM_SQL = `
  SELECT scope, status, NULL::timestamptz AS at, sum(n)::text AS n
    FROM (SELECT scope, status, n FROM cmp_status_counts UNION ALL SELECT scope, status, n FROM cmp_status_moves WHERE at <= $1) x
   GROUP BY scope, status HAVING sum(n) <> 0
  UNION ALL
  SELECT scope, status, at, sum(n)::text FROM cmp_status_moves WHERE at > $1 GROUP BY scope, status, at HAVING sum(n) <> 0`;

/** The tables of the counts (emptied with the read model; the watermark stays, which fits empty counts). */
export const countTables = ['cmp_status_counts', 'cmp_status_moves'] as const;

export interface ScopeCounts {
  readonly byStatus: Readonly<Record<ProgressStatus, number>>;
  /** The first instant after `now` at which a count moves (epoch ms), null: none known. */
  readonly changesAt: number | null;
}

/** All cells of some counts, whatever their status. */
export const cellsIn = (byStatus: Readonly<Record<ProgressStatus, number>>): number => PROGRESS_STATUSES.reduce((n, s) => n + byStatus[s], 0);

/** Moves passed at a read from which the read folds them into the counts. */
const FOLD_FROM = 64;

/**
 * The counts of a scope at `now`, from the kept counts and the moves passed; null when `now` is
 * before the watermark (the caller counts the cells). A read that passes many moves folds them.
 */
export async function scopeCounts(q: Queryable, scope: string, now: Date): Promise<ScopeCounts | null> {
  const { rows } = await q.query<{ status: string | null; n: string | null; folded: boolean; passed: string; next: string | null }>(
    `WITH c AS (SELECT status, n, false AS passed FROM cmp_status_counts WHERE scope = $1
                UNION ALL SELECT status, n, true FROM cmp_status_moves WHERE scope = $1 AND at <= $2)
     SELECT s.status, s.n::text AS n, (SELECT folded_at <= $2 FROM cmp_count_fold) AS folded,
            (SELECT count(*) FROM c WHERE c.passed)::text AS passed,
            (SELECT (extract(epoch FROM min(at)) * 1000)::text FROM cmp_status_moves WHERE scope = $1 AND at > $2 AND n <> 0) AS next
       FROM (SELECT 1) one LEFT JOIN (SELECT status, sum(n) AS n FROM c GROUP BY status) s ON true`,
    [scope, now],
  );
  if (!rows[0]?.folded) return null;
  if (Number(rows[0].passed) >= FOLD_FROM) await foldCounts(q, scope, now);
  const byStatus = Object.fromEntries(PROGRESS_STATUSES.map((s) => [s, 0])) as Record<ProgressStatus, number>;
  for (const r of rows) if (r.status !== null) byStatus[r.status as ProgressStatus] = Number(r.n);
  // a move at instant x counts from x on: the cached answer is right until just before it
  return { byStatus, changesAt: rows[0].next === null ? null : Math.ceil(Number(rows[0].next)) };
}

/**
 * Folds a scope's moves up to `now` into its counts and moves the watermark to `now`, in one
 * statement, unless the projection is writing counts (then the next read does it).
 */
export async function foldCounts(q: Queryable, scope: string, now: Date): Promise<void> {
  await q.query(
    `WITH got AS (SELECT pg_try_advisory_xact_lock(${LOCK}) AS ok),
     gone AS (DELETE FROM cmp_status_moves WHERE scope = $1 AND at <= $2 AND (SELECT ok FROM got) RETURNING status, n),
     folded AS (
       INSERT INTO cmp_status_counts AS c (scope, status, n) SELECT $1, status, sum(n) FROM gone GROUP BY status
       ON CONFLICT (scope, status) DO UPDATE SET n = c.n + excluded.n
     )
     UPDATE cmp_count_fold SET folded_at = greatest(folded_at, $2) WHERE (SELECT ok FROM got)`,
    [scope, now],
  );
}
