import type { Queryable } from '../../../src/platform/db';
import { RECERTIFICATION_WINDOW_MONTHS } from '../../../src/shared/rules';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../../src/shared/contracts/learning';
import type { AsOfRow, AsOfSummary } from '../../../src/shared/contracts/audit-as-of';
import { personalPeriodSql, reportStatusSql, validSql, validUntilSql, windowOpensSql } from '../../compliance';

/** Which (person, training) rows: all of the company, or narrowed by group, person and/or training. */
export interface AsOfFilter {
  readonly companyId: string;
  readonly asOf: Date;
  readonly groupId?: string | undefined;
  readonly userId?: string | undefined;
  readonly trainingId?: string | undefined;
}

/** A row valid at the instant `$2`. */
const at = (x: string) => `${x}.valid_from <= $2 AND ${x}.valid_to > $2`;
const isoSql = (c: string) =>
  `CASE WHEN ${c} IS NULL OR ${c} = 'infinity'::timestamptz THEN NULL ELSE to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;

/**
 * SQL (a WITH list ending in `cells`) for every (person, training) of the filter as it stood at
 * `$2`: the versions valid then, joined like the compliance projection derives its rows (the
 * trainings of a group in effect are its direct assignments, else those of its earliest assigned
 * bundle, with the deadline override before the assignment's deadline; a person's row takes the
 * earliest assignment and the earliest deadline of their groups), and the status computed by the
 * compliance projection's own SQL rules at `$2`. Parameters: $1 company, $2 instant, $3 window
 * months, then the filter's ids in the order group, user, training (those given).
 */
export function cellsSql(f: AsOfFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.companyId, f.asOf, RECERTIFICATION_WINDOW_MONTHS];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const g = f.groupId !== undefined ? p(f.groupId) : null;
  const u = f.userId !== undefined ? p(f.userId) : null;
  const t = f.trainingId !== undefined ? p(f.trainingId) : null;
  // the memberships valid then of the people in scope, driven by the narrowest index
  const people = u
    ? `m.user_id = ${u}`
    : g
      ? `m.user_id IN (SELECT x.user_id FROM aof_members x WHERE x.group_id = ${g} AND ${at('x')})`
      : `m.company_id = $1`;
  const sql = `
  lg AS (SELECT group_id, name FROM aof_groups WHERE company_id = $1 AND ${at('aof_groups')}),
  sm AS (SELECT m.group_id, m.user_id, m.added_at FROM aof_members m JOIN lg ON lg.group_id = m.group_id WHERE ${people} AND ${at('m')}),
  sg AS (SELECT DISTINCT group_id FROM sm),
  d AS (
    SELECT d.group_id, d.training_id, d.assigned_at, d.deadline, NULL::text AS bundle_id
      FROM aof_direct d WHERE d.group_id IN (SELECT group_id FROM sg) AND ${at('d')}
  ),
  v AS (
    SELECT DISTINCT ON (gb.group_id, bt.training_id) gb.group_id, bt.training_id, gb.assigned_at, gb.deadline, gb.bundle_id
      FROM aof_group_bundles gb
      JOIN aof_bundles b ON b.bundle_id = gb.bundle_id AND ${at('b')}
      CROSS JOIN LATERAL jsonb_array_elements_text(b.training_ids) AS bt(training_id)
     WHERE gb.group_id IN (SELECT group_id FROM sg) AND ${at('gb')}
       AND NOT EXISTS (SELECT 1 FROM d WHERE d.group_id = gb.group_id AND d.training_id = bt.training_id)
     ORDER BY gb.group_id, bt.training_id, gb.assigned_at, gb.bundle_id
  ),
  gt AS (
    SELECT x.group_id, x.training_id, x.assigned_at, COALESCE(o.deadline, x.deadline) AS deadline
      FROM (SELECT * FROM d UNION ALL SELECT * FROM v) x
      LEFT JOIN aof_deadlines o ON o.group_id = x.group_id AND o.training_id = x.training_id AND ${at('o')}
     ${t ? `WHERE x.training_id = ${t}` : ''}
  ),
  pairs AS (
    SELECT m.user_id, gt.training_id, min(greatest(m.added_at, gt.assigned_at)) AS assigned_at, min(gt.deadline) AS deadline,
           array_agg(m.group_id) AS group_ids
      FROM sm m JOIN gt ON gt.group_id = m.group_id
     GROUP BY m.user_id, gt.training_id
     ${g ? `HAVING bool_or(m.group_id = ${g})` : ''}
  ),
  -- the learning versions valid then of the people in scope, read once (a hash join, not a probe per row)
  lt AS (
    SELECT l.user_id, l.training_id, l.latest_cycle, l.completed_cycle, l.pending_cycle, l.started_at, l.completed_at, l.completion_id
      FROM aof_learning l WHERE l.user_id IN (SELECT user_id FROM sm) AND ${at('l')} ${t ? `AND l.training_id = ${t}` : ''}
  ),
  dated AS (
    SELECT pr.*, tr.title_de, tr.title_en,
           COALESCE(l.latest_cycle > greatest(l.completed_cycle, l.pending_cycle), false) AS in_progress,
           COALESCE(l.pending_cycle > l.completed_cycle, false) AS awaiting_practical, l.started_at, l.completed_at, l.completion_id,
           ${validUntilSql('l.completed_at', 'tr.requires_recertification', personalPeriodSql('tr.period_months', 'bd.date_of_birth', 'l.completed_at'))} AS valid_until
      FROM pairs pr
      JOIN aof_trainings tr ON tr.training_id = pr.training_id AND ${at('tr')}
      LEFT JOIN lt l ON l.user_id = pr.user_id AND l.training_id = pr.training_id
      LEFT JOIN aof_birth_dates bd ON bd.user_id = pr.user_id AND ${at('bd')}
  ),
  windowed AS (SELECT dated.*, ${windowOpensSql('dated.valid_until', '$3::integer')} AS window_opens FROM dated),
  cells AS (
    SELECT a.*, ${reportStatusSql('$2::timestamptz', 'a.deadline')} AS status, ${validSql('$2::timestamptz')} AS compliant FROM windowed a
  )`;
  return { sql, params };
}

/** The order of rows: person by name (DIN 5007), then training by German title. */
const ORDER = `c.sort_key COLLATE "C", c.user_id COLLATE "C", lower(c.title_de) COLLATE "C", c.training_id COLLATE "C"`;

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
  ${isoSql('c.valid_until')} AS valid_until, c.completion_id, c.sort_key, lower(c.title_de) AS title_key`;

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
});

const SUMMARY = `SELECT count(*)::int AS total, count(*) FILTER (WHERE c.compliant)::int AS compliant,
  ${PROGRESS_STATUSES.map((s) => `count(*) FILTER (WHERE c.status = '${s}')::int AS "${s}"`).join(', ')} FROM cells c`;

const toSummary = (r: Record<string, unknown> | undefined): AsOfSummary => ({
  total: Number(r?.total ?? 0),
  compliant: Number(r?.compliant ?? 0),
  byStatus: Object.fromEntries(PROGRESS_STATUSES.map((s) => [s, Number(r?.[s] ?? 0)])) as Record<ProgressStatus, number>,
});

/**
 * One page of the rows (status filter applied) and the summary over the whole filter, in one
 * statement: the cells are computed once and read twice.
 */
export async function asOfPage(
  q: Queryable,
  f: AsOfFilter,
  o: { status: ProgressStatus | null; offset: number; limit: number },
): Promise<{ rows: AsOfRow[]; total: number; summary: AsOfSummary }> {
  const { sql, params } = cellsSql(f);
  const s = `$${params.length + 1}::text`;
  const { rows } = await q.query<RawRow & { summary: Record<string, unknown> | string }>(
    `WITH ${sql},
     summary AS (${SUMMARY}),
     ${ordered(s, `ORDER BY ${ORDER.replace('c.sort_key', 'pe.sort_key')} LIMIT $${params.length + 2} OFFSET $${params.length + 3}`)},
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

/** The summary alone (trend points). */
export async function asOfSummary(q: Queryable, f: AsOfFilter): Promise<AsOfSummary> {
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
      ? `AND (pe.sort_key COLLATE "C", c.user_id COLLATE "C", lower(c.title_de) COLLATE "C", c.training_id COLLATE "C") > ($${n + 3}::text COLLATE "C", $${n + 4}::text COLLATE "C", $${n + 5}::text COLLATE "C", $${n + 6}::text COLLATE "C")`
      : '';
    const cursor: AsOfCursor | null = after;
    const { rows }: { rows: RawRow[] } = await q.query<RawRow>(
      `WITH ${sql}, ${ordered(`$${n + 1}::text`, `${keyset} ORDER BY pe.sort_key COLLATE "C", c.user_id COLLATE "C", lower(c.title_de) COLLATE "C", c.training_id COLLATE "C" LIMIT $${n + 2}`)}
       SELECT ${ROW_COLUMNS} FROM ordered c ORDER BY ${ORDER}`,
      [...params, status, batch, ...(cursor ? [cursor.sortKey, cursor.userId, cursor.titleKey, cursor.trainingId] : [])],
    );
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
