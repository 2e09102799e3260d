import type { Queryable } from '../../../src/platform/db';
import type { CompletionMethod, ProgressStatus } from '../../../src/shared/contracts/learning';
import type { AsOfRow, AsOfSummary } from '../../../src/shared/contracts/audit-as-of';
import { cellsSql, summaryColumns, toSummary, type AsOfFilter } from './cells';
import { unitPlan, unitPlanApplies, type AsOfReader } from './unit-plan';

export type { AsOfFilter } from './cells';

const isoSql = (c: string) =>
  `CASE WHEN ${c} IS NULL OR ${c} = 'infinity'::timestamptz THEN NULL ELSE to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;

/** The order of rows: person by name (DIN 5007), then training by German title. */
const ORDER = `c.sort_key COLLATE "C", c.user_id COLLATE "C", lower(c.title_de) COLLATE "C", c.training_id COLLATE "C"`;
/** The same order inside `ordered`, where the name's sort key is the person's (`pe`). */
const ORDER_IN = ORDER.replace('c.sort_key', 'pe.sort_key');

/**
 * The rows of `cells` (status filter `$s`) in order with the people's names, as `ordered`; the
 * group names are looked up afterwards for the rows actually read (ROW_COLUMNS).
 */
const ordered = (s: string, tail: string) => `ordered AS (
    SELECT c.*, pe.first_name, pe.last_name, pe.email, pe.sort_key FROM cells c JOIN aof_people pe ON pe.user_id = c.user_id
     WHERE (${s} IS NULL OR c.status = ${s}) ${tail}
  )`;

const ROW_COLUMNS = `c.user_id, c.first_name, c.last_name, c.email, c.training_id, c.title_de, c.title_en,
  (SELECT jsonb_agg(jsonb_build_object('id', g.group_id, 'name', g.name) ORDER BY g.name, g.group_id) FROM lg g WHERE g.group_id = ANY(c.group_ids)) AS groups,
  ${isoSql('c.assigned_at')} AS assigned_at, ${isoSql('c.deadline')} AS deadline, c.status,
  ${isoSql('CASE WHEN c.in_progress THEN c.started_at END')} AS started_at, ${isoSql('c.completed_at')} AS completed_at,
  ${isoSql('c.valid_until')} AS valid_until, c.completion_id, c.sort_key, lower(c.title_de) AS title_key,
  CASE WHEN c.completion_id IS NULL THEN NULL ELSE COALESCE((SELECT m.method FROM aof_completion_methods m WHERE m.completion_id = c.completion_id), 'online') END AS method,
  c.delivered_language`;

interface RawRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  training_id: string;
  title_de: string;
  title_en: string;
  groups: { id: string; name: string }[] | string | null;
  assigned_at: string;
  deadline: string | null;
  status: ProgressStatus;
  started_at: string | null;
  completed_at: string | null;
  valid_until: string | null;
  completion_id: string | null;
  method: CompletionMethod | null;
  delivered_language: string | null;
  sort_key: string;
  title_key: string;
}

const toRow = (r: RawRow): AsOfRow => ({
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  trainingId: r.training_id,
  trainingTitle: { de: r.title_de, en: r.title_en || r.title_de },
  groups: r.groups === null ? [] : typeof r.groups === 'string' ? (JSON.parse(r.groups) as { id: string; name: string }[]) : r.groups,
  assignedSince: r.assigned_at,
  deadline: r.deadline,
  status: r.status,
  startedAt: r.started_at,
  completedAt: r.completed_at,
  validUntil: r.valid_until,
  evidenceId: r.completion_id,
  method: r.method,
  deliveredLanguage: r.delivered_language,
});

const SUMMARY = `SELECT ${summaryColumns('c', '1')} FROM cells c`;

/**
 * The statement of a run of rows: the cells of `sql` (with `n` parameters) in the order of rows,
 * status filter `$n+1`, then `tail` (keyset, LIMIT, OFFSET over the order), with their columns.
 */
const rowsSql = (sql: string, n: number, tail: string) =>
  `WITH ${sql}, ${ordered(`$${n + 1}::text`, tail)}
   SELECT ${ROW_COLUMNS} FROM ordered c ORDER BY ${ORDER}`;

/**
 * How an answer is computed: `auto` takes the unit plan (unit-plan.ts) where it applies, `cells`
 * computes every cell of the filter (the tests compare the two).
 */
export type AsOfPlan = 'auto' | 'cells';

/**
 * One page of the rows (status filter applied) and the summary over the whole filter. A unit's
 * page: the summary and the people the page holds from the unit plan, then those people's rows;
 * otherwise in one statement, the cells computed once and read twice.
 */
export async function asOfPage(
  q: AsOfReader,
  f: AsOfFilter,
  o: { status: ProgressStatus | null; offset: number; limit: number },
  plan: AsOfPlan = 'auto',
): Promise<{ rows: AsOfRow[]; total: number; summary: AsOfSummary }> {
  if (plan === 'auto' && unitPlanApplies(f)) {
    const { summary, people } = await unitPlan(q, f, o);
    const total = o.status ? summary.byStatus[o.status] : summary.total;
    if (people.users.length === 0) return { rows: [], total, summary };
    const { sql, params } = cellsSql(f, { users: people.users });
    const n = params.length;
    const { rows } = await q.query<RawRow>(rowsSql(sql, n, `ORDER BY ${ORDER_IN} LIMIT $${n + 2} OFFSET $${n + 3}`), [...params, o.status, o.limit, o.offset - people.before]);
    return { rows: rows.map(toRow), total, summary };
  }
  const { sql, params } = cellsSql(f);
  const s = `$${params.length + 1}::text`;
  const { rows } = await q.query<RawRow & { summary: Record<string, unknown> | string }>(
    `WITH ${sql},
     summary AS (${SUMMARY}),
     ${ordered(s, `ORDER BY ${ORDER_IN} LIMIT $${params.length + 2} OFFSET $${params.length + 3}`)},
     page AS (SELECT ${ROW_COLUMNS} FROM ordered c)
     SELECT row_to_json(s)::text AS summary, p.*
       FROM summary s LEFT JOIN page p ON true
      ORDER BY p.sort_key COLLATE "C", p.user_id COLLATE "C", lower(p.title_de) COLLATE "C", p.training_id COLLATE "C"`,
    [...params, o.status, o.limit, o.offset],
  );
  const first = rows[0];
  const summary = toSummary(first ? (typeof first.summary === 'string' ? (JSON.parse(first.summary) as Record<string, unknown>) : first.summary) : undefined);
  const total = o.status ? summary.byStatus[o.status] : summary.total;
  return { rows: rows.filter((r) => r.user_id !== null).map(toRow), total, summary };
}

/** The summary alone (trend points, export heads). */
export async function asOfSummary(q: AsOfReader, f: AsOfFilter, plan: AsOfPlan = 'auto'): Promise<AsOfSummary> {
  if (plan === 'auto' && unitPlanApplies(f)) return (await unitPlan(q, f)).summary;
  const { sql, params } = cellsSql(f);
  const { rows } = await q.query<Record<string, unknown>>(`WITH ${sql} ${SUMMARY}`, params);
  return toSummary(rows[0]);
}

/** Where the previous batch of an export ended. */
export interface AsOfCursor {
  readonly sortKey: string;
  readonly userId: string;
  readonly titleKey: string;
  readonly trainingId: string;
}

/** Every row of the filter (status filter applied) in keyset batches, for the exports. */
export async function* asOfBatches(q: Queryable, f: AsOfFilter, status: ProgressStatus | null, batch = 1000): AsyncGenerator<AsOfRow[]> {
  let after: AsOfCursor | null = null;
  for (;;) {
    const { sql, params } = cellsSql(f);
    const n = params.length;
    const keyset: string = after
      ? `AND (${ORDER_IN}) > ($${n + 3}::text COLLATE "C", $${n + 4}::text COLLATE "C", $${n + 5}::text COLLATE "C", $${n + 6}::text COLLATE "C")`
      : '';
    const cursor: AsOfCursor | null = after;
    const { rows }: { rows: RawRow[] } = await q.query<RawRow>(rowsSql(sql, n, `${keyset} ORDER BY ${ORDER_IN} LIMIT $${n + 2}`), [
      ...params,
      status,
      batch,
      ...(cursor ? [cursor.sortKey, cursor.userId, cursor.titleKey, cursor.trainingId] : []),
    ]);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    if (rows.length < batch) return;
    const last: RawRow = rows[rows.length - 1]!;
    after = { sortKey: last.sort_key, userId: last.user_id, titleKey: last.title_key, trainingId: last.training_id };
  }
}

/** Whether an id names a group, person or training of the company (ever: a deleted one too). */
export async function belongsToCompany(q: Queryable, companyId: string, kind: 'group' | 'user' | 'training', id: string): Promise<boolean> {
  const sql = {
    group: 'SELECT 1 FROM aof_groups WHERE group_id = $1 AND company_id = $2 LIMIT 1',
    user: 'SELECT 1 FROM aof_people WHERE user_id = $1 AND company_id = $2 LIMIT 1',
    training: 'SELECT 1 FROM aof_trainings WHERE training_id = $1 AND company_id = $2 LIMIT 1',
  }[kind];
  const { rows } = await q.query(sql, [id, companyId]);
  return rows.length > 0;
}

/** Names for an export's head: the group's name, the person's name and the training's title (their latest versions). */
export async function selectionNames(
  q: Queryable,
  companyId: string,
  f: { groupId?: string | undefined; userId?: string | undefined; trainingId?: string | undefined },
): Promise<{ group: string | null; person: string | null; training: { de: string; en: string } | null }> {
  const { rows } = await q.query<{ g: string | null; p: string | null; tde: string | null; ten: string | null }>(
    `SELECT (SELECT name FROM aof_groups WHERE group_id = $2 AND company_id = $1 ORDER BY valid_from DESC LIMIT 1) AS g,
            (SELECT first_name || ' ' || last_name FROM aof_people WHERE user_id = $3 AND company_id = $1) AS p,
            (SELECT title_de FROM aof_trainings WHERE training_id = $4 AND company_id = $1 ORDER BY valid_from DESC LIMIT 1) AS tde,
            (SELECT title_en FROM aof_trainings WHERE training_id = $4 AND company_id = $1 ORDER BY valid_from DESC LIMIT 1) AS ten`,
    [companyId, f.groupId ?? null, f.userId ?? null, f.trainingId ?? null],
  );
  const r = rows[0];
  return { group: r?.g ?? null, person: r?.p ?? null, training: r?.tde ? { de: r.tde, en: r.ten || r.tde } : null };
}
