import { RECERTIFICATION_WINDOW_MONTHS } from '../../../src/shared/rules';
import { DELIVERED_LANGUAGE_NOT_RECORDED, type AsOfSummary } from '../../../src/shared/contracts/audit-as-of';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../../src/shared/contracts/learning';
import { learningStateSql, personTrainingsSql, reportStatusSql, unitTrainingsSql, validSql, windowOpensSql, type UnitFacts } from '../../compliance';

/** Which (person, training) rows: all of the company, or narrowed by group, person and/or training. */
export interface AsOfFilter {
  readonly companyId: string;
  readonly asOf: Date;
  readonly groupId?: string | undefined;
  readonly userId?: string | undefined;
  readonly trainingId?: string | undefined;
  /**
   * The language version the row's completion was delivered in (issue 34): a tag, or
   * DELIVERED_LANGUAGE_NOT_RECORDED for completions that did not record one; rows without a
   * completion never match.
   */
  readonly deliveredLanguage?: string | undefined;
}

/** A row valid at the instant `$2`. */
export const at = (x: string) => `${x}.valid_from <= $2 AND ${x}.valid_to > $2`;
const inForce = (table: string) => `(SELECT * FROM ${table} x WHERE ${at('x')})`;

/** The facts as they stood at `$2`, for the compliance projection's rule of what a unit has in effect; `sg` holds the units in scope. */
const FACTS_AT: UnitFacts = {
  units: 'sg',
  direct: inForce('aof_direct'),
  unitBundles: inForce('aof_group_bundles'),
  bundleTrainings: `(SELECT b.bundle_id, e.training_id FROM aof_bundles b CROSS JOIN LATERAL jsonb_array_elements_text(b.training_ids) AS e(training_id) WHERE ${at('b')})`,
  deadlines: inForce('aof_deadlines'),
};

/** How a caller narrows the cells computed beyond the filter (the unit plan, unit-plan.ts). */
export interface CellsScope {
  /** Only these people's cells (their memberships in every unit, so their deadlines are right). */
  readonly users?: readonly string[] | undefined;
  /**
   * WITH entries placed after `gt` (then computed for every unit in force) ending in `only_pairs`
   * (user_id, training_id): only these cells are computed. Gets the parameter adder.
   */
  readonly only?: ((p: (v: unknown) => string) => string) | undefined;
}

/**
 * SQL (a WITH list ending in `cells`) for every (person, training) of the filter as it stood at
 * `$2`: the versions valid then, put through the compliance projection's rule of what a unit and
 * a person have in effect (in-effect.ts) and its status rules (status-rules.ts) at `$2`.
 * Parameters: $1 company, $2 instant, $3 window months, then the filter's ids in the order group,
 * user, training, and the delivered language (those given), then the scope's.
 */
export function cellsSql(f: AsOfFilter, scope: CellsScope = {}): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.companyId, f.asOf, RECERTIFICATION_WINDOW_MONTHS];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const g = f.groupId !== undefined ? p(f.groupId) : null;
  const u = f.userId !== undefined ? p(f.userId) : null;
  const t = f.trainingId !== undefined ? p(f.trainingId) : null;
  const language =
    f.deliveredLanguage === undefined
      ? ''
      : f.deliveredLanguage === DELIVERED_LANGUAGE_NOT_RECORDED
        ? 'WHERE l.completion_id IS NOT NULL AND cl.language IS NULL'
        : `WHERE cl.language = ${p(f.deliveredLanguage)}`;
  const users = scope.users ? p(scope.users) : null;
  const only = scope.only ? scope.only(p) : null;
  // the memberships valid then of the people in scope, driven by the narrowest index
  const people = only
    ? `m.user_id IN (SELECT user_id FROM only_pairs)`
    : users
      ? `m.user_id = ANY(${users}::text[])`
      : u
        ? `m.user_id = ${u}`
        : g
          ? `m.user_id IN (SELECT x.user_id FROM aof_members x WHERE x.group_id = ${g} AND ${at('x')})`
          : `m.company_id = $1`;
  const sm = `sm AS (SELECT m.group_id, m.user_id, m.added_at FROM aof_members m JOIN lg ON lg.group_id = m.group_id WHERE ${people} AND ${at('m')})`;
  const units = only
    ? // every unit in force (units x trainings: small), then the pairs asked for and their people's memberships
      `sg AS (SELECT group_id FROM lg),
  ${unitTrainingsSql(FACTS_AT, 'gt')},
  ${only},
  ${sm},
  -- each pair with its person's memberships, joined first (fenced): the planner, knowing nothing of the
  -- pairs' number, otherwise joined every membership with every training of its unit and sorted that
  smp AS MATERIALIZED (SELECT m.group_id, m.user_id, m.added_at, op.training_id FROM sm m JOIN only_pairs op ON op.user_id = m.user_id)`
    : `${sm},
  sg AS (SELECT DISTINCT group_id FROM sm),
  ${unitTrainingsSql(FACTS_AT, 'gt')}`;
  const sql = `
  lg AS (SELECT group_id, name FROM aof_groups WHERE company_id = $1 AND ${at('aof_groups')}),
  ${units},
  pairs AS (${personTrainingsSql({
    memberships: only ? 'smp' : 'sm',
    unitTrainings: 'gt',
    columns: 'array_agg(m.group_id) AS group_ids',
    where: [...(only ? ['gt.training_id = m.training_id'] : []), ...(t ? [`gt.training_id = ${t}`] : [])].join(' AND ') || undefined,
    having: g ? `bool_or(m.group_id = ${g})` : undefined,
  })}),
  -- the learning versions valid then of the people in scope, read once (a hash join, not a probe per row)
  lt AS MATERIALIZED (
    SELECT l.user_id, l.training_id, l.latest_cycle, l.completed_cycle, l.pending_cycle, l.started_at, l.completed_at, l.completion_id
      FROM aof_learning l
     WHERE ${only ? '(l.user_id, l.training_id) IN (SELECT user_id, training_id FROM only_pairs)' : 'l.user_id IN (SELECT user_id FROM sm)'} AND ${at('l')} ${t ? `AND l.training_id = ${t}` : ''}
  ),
  dated AS (
    SELECT pr.*, tr.title_de, tr.title_en, ${learningStateSql('l', 'tr', 'bd.date_of_birth')}, cl.language AS delivered_language
      FROM pairs pr
      JOIN aof_trainings tr ON tr.training_id = pr.training_id AND ${at('tr')}
      LEFT JOIN lt l ON l.user_id = pr.user_id AND l.training_id = pr.training_id
      LEFT JOIN aof_birth_dates bd ON bd.user_id = pr.user_id AND ${at('bd')}
      -- the language the completion known then was delivered in (no row: not recorded)
      LEFT JOIN aof_completion_languages cl ON cl.completion_id = l.completion_id
     ${language}
  ),
  windowed AS (SELECT dated.*, ${windowOpensSql('dated.valid_until', '$3::integer')} AS window_opens FROM dated),
  cells AS (
    SELECT a.*, ${reportStatusSql('$2::timestamptz', 'a.deadline')} AS status, ${validSql('$2::timestamptz')} AS compliant FROM windowed a
  )`;
  return { sql, params };
}

/**
 * The columns of an as-of summary over rows `r` with `status` and `compliant`, each row weighing
 * `weight` cells (1 for computed cells; the unit plan's plain cells are counted, not computed):
 * `total`, `compliant` and one per status, read back by `toSummary`.
 */
export const summaryColumns = (r: string, weight: string) =>
  [
    `COALESCE(sum(${weight}), 0)::bigint AS total`,
    `COALESCE(sum(${weight}) FILTER (WHERE ${r}.compliant), 0)::bigint AS compliant`,
    ...PROGRESS_STATUSES.map((s) => `COALESCE(sum(${weight}) FILTER (WHERE ${r}.status = '${s}'), 0)::bigint AS "${s}"`),
  ].join(', ');

/** The summary from a row of `summaryColumns` (absent: nothing to count). */
export const toSummary = (row: Record<string, unknown> | undefined): AsOfSummary => ({
  total: Number(row?.total ?? 0),
  compliant: Number(row?.compliant ?? 0),
  byStatus: Object.fromEntries(PROGRESS_STATUSES.map((s) => [s, Number(row?.[s] ?? 0)])) as Record<ProgressStatus, number>,
});
