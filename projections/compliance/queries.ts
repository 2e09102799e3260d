import { escapeLike, type Queryable } from '../../src/platform/db';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../src/shared/contracts/learning';
import { personalPeriodSql } from './personal-period';
import { reportStatusSql, validSql } from './status-rules';
import { scopeCounts, type ScopeCounts } from './counts';
import { asTrainingId, type TrainingId } from '../../src/shared/contracts/ids';

/**
 * Figures that depend on the clock carry the first instant at which they may differ (epoch ms;
 * null: never, unless the read models change): a completion stops counting 1 ms after its
 * `valid_until`, a deadline is passed 1 ms after it. Until then a cached answer stays right.
 */
export interface Timed {
  readonly changesAt: number | null;
}

export interface Compliance extends Timed {
  readonly assigned: number;
  readonly valid: number;
}

/** SQL: the epoch milliseconds, as text, of 1 ms after the earliest of some instants at or after `$now` (finite ones). */
const nextChange = (column: string, now: string) =>
  `(extract(epoch FROM min(${column}) FILTER (WHERE ${column} >= ${now} AND ${column} < 'infinity'::timestamptz)) * 1000 + 1)::text`;

const earliest = (...ms: (string | null | undefined)[]): number | null => {
  const xs = ms.filter((m): m is string => m !== null && m !== undefined).map(Number);
  return xs.length ? Math.min(...xs) : null;
};

type RawCompliance = { assigned: string; valid: string; next_valid: string | null };
const toCompliance = (r: RawCompliance | undefined): Compliance => ({ assigned: Number(r?.assigned ?? 0), valid: Number(r?.valid ?? 0), changesAt: earliest(r?.next_valid) });

/** Cells and the valid ones among them (completed, or in the recertification window) from kept counts. */
const complianceOf = (kept: ScopeCounts): Compliance => ({
  assigned: PROGRESS_STATUSES.reduce((n, s) => n + kept.byStatus[s], 0),
  valid: kept.byStatus.completed + kept.byStatus.recertification_due,
  changesAt: kept.changesAt,
});

/**
 * Assignments of a company with a training that is not deleted, and how many are validly
 * completed now: from the kept counts (counts.ts), or counted over the company's index when `now`
 * is before their watermark.
 */
export async function companyCompliance(q: Queryable, companyId: string, now: Date): Promise<Compliance> {
  const kept = await scopeCounts(q, `c:${companyId}`, now);
  if (kept) return complianceOf(kept);
  const { rows } = await q.query<RawCompliance>(
    `SELECT count(*)::text AS assigned, count(*) FILTER (WHERE a.valid_until >= $2)::text AS valid, ${nextChange('a.valid_until', '$2')} AS next_valid
       FROM compliance_assignments a WHERE a.company_id = $1 AND NOT a.training_deleted`,
    [companyId, now],
  );
  return toCompliance(rows[0]);
}

/**
 * The same for the distinct (member, training) pairs of some groups (a manager's team): one
 * group's from its kept counts; several groups' counted, since a person in two of them counts once.
 */
export async function groupsCompliance(q: Queryable, companyId: string, groupIds: readonly string[], now: Date): Promise<Compliance> {
  if (groupIds.length === 0) return { assigned: 0, valid: 0, changesAt: null };
  const kept = groupIds.length === 1 ? await scopeCounts(q, `g:${groupIds[0]}`, now) : null;
  if (kept) return complianceOf(kept);
  const { rows } = await q.query<RawCompliance>(
    `SELECT count(*)::text AS assigned, count(*) FILTER (WHERE ${validSql('$3')})::text AS valid, ${nextChange('a.valid_until', '$3')} AS next_valid
       FROM (SELECT DISTINCT m.user_id, gt.training_id FROM cmp_members m JOIN cmp_group_trainings gt ON gt.group_id = m.group_id
              WHERE m.group_id = ANY($2::text[])) p
       JOIN compliance_assignments a ON a.user_id = p.user_id AND a.training_id = p.training_id AND a.company_id = $1 AND NOT a.training_deleted`,
    [companyId, groupIds, now],
  );
  return toCompliance(rows[0]);
}

/** A person's own assignments: how many, how many validly completed now, how many past their deadline and not valid. */
export async function personalCompliance(
  q: Queryable,
  companyId: string,
  userId: string,
  now: Date,
): Promise<{ assigned: number; completed: number; overdue: number } & Timed> {
  const { rows } = await q.query<{ assigned: string; completed: string; overdue: string; next_valid: string | null; next_deadline: string | null }>(
    `SELECT count(*)::text AS assigned, count(*) FILTER (WHERE ${validSql('$3')})::text AS completed,
            count(*) FILTER (WHERE a.deadline < $3 AND NOT ${validSql('$3')})::text AS overdue,
            ${nextChange('a.valid_until', '$3')} AS next_valid, ${nextChange('a.deadline', '$3')} AS next_deadline
       FROM compliance_assignments a WHERE a.user_id = $2 AND a.company_id = $1`,
    [companyId, userId, now],
  );
  const r = rows[0];
  return {
    assigned: Number(r?.assigned ?? 0),
    completed: Number(r?.completed ?? 0),
    overdue: Number(r?.overdue ?? 0),
    changesAt: earliest(r?.next_valid, r?.next_deadline),
  };
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

// ---------------------------------------------------------------------------------------------
// Group progress: members × trainings of one group, paged by member

export interface GroupTrainingRow {
  readonly trainingId: TrainingId;
  readonly deadline: string | null;
  readonly bundleName: string | null;
}

/** The group's trainings in effect (not deleted), in assignment order. */
export async function groupTrainingRows(q: Queryable, groupId: string): Promise<GroupTrainingRow[]> {
  const { rows } = await q.query<{ training_id: string; deadline: Date | string | null; bundle_name: string | null }>(
    `SELECT gt.training_id, gt.deadline, b.name AS bundle_name
       FROM cmp_group_trainings gt JOIN cmp_trainings t ON t.training_id = gt.training_id AND NOT t.is_deleted
       LEFT JOIN cmp_bundles b ON b.bundle_id = gt.bundle_id
      WHERE gt.group_id = $1 ORDER BY gt.assigned_at, gt.training_id`,
    [groupId],
  );
  return rows.map((r) => ({ trainingId: asTrainingId(r.training_id), deadline: iso(r.deadline), bundleName: r.bundle_name }));
}

const CELLS = (now: string) => `
  SELECT m.user_id, gt.training_id, ${reportStatusSql(now, 'gt.deadline')} AS status, a.completed_at, a.valid_until, a.window_opens, gt.deadline,
         COALESCE(a.awaiting_practical, false) AS awaiting_practical,
         -- the person's period: of the completion that counts, or of one completed now (under 18: at most six months)
         ${personalPeriodSql('t.period_months', 'pe.date_of_birth', `COALESCE(a.completed_at, ${now})`)} AS period_months
    FROM cmp_members m
    LEFT JOIN cmp_people pe ON pe.user_id = m.user_id
    JOIN cmp_group_trainings gt ON gt.group_id = m.group_id
    JOIN cmp_trainings t ON t.training_id = gt.training_id AND NOT t.is_deleted
    LEFT JOIN compliance_assignments a ON a.user_id = m.user_id AND a.training_id = gt.training_id
   WHERE m.group_id = $1`;

export interface GroupStatusCounts extends Timed {
  readonly members: number;
  readonly assignments: number;
  readonly byStatus: Readonly<Record<ProgressStatus, number>>;
}

/** The statistic cards of a group: its members, and its cells by status from the kept counts (counts.ts), else counted. */
export async function groupStatusCounts(q: Queryable, groupId: string, now: Date): Promise<GroupStatusCounts> {
  const statuses = PROGRESS_STATUSES;
  const kept = await scopeCounts(q, `g:${groupId}`, now);
  if (kept) {
    const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM cmp_members m JOIN cmp_people p ON p.user_id = m.user_id WHERE m.group_id = $1', [groupId]);
    return { members: Number(rows[0]?.n ?? 0), assignments: statuses.reduce((n, s) => n + kept.byStatus[s], 0), byStatus: kept.byStatus, changesAt: kept.changesAt };
  }
  const { rows } = await q.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM cmp_members m JOIN cmp_people p ON p.user_id = m.user_id WHERE m.group_id = $1)::text AS members,
            ${statuses.map((s) => `count(*) FILTER (WHERE c.status = '${s}')::text AS ${s}`).join(', ')},
            ${nextChange('c.valid_until', '$2')} AS next_valid, ${nextChange('c.deadline', '$2')} AS next_deadline,
            -- the window opens at that very instant (due from window_opens on)
            (extract(epoch FROM min(c.window_opens) FILTER (WHERE c.window_opens > $2 AND c.window_opens < 'infinity'::timestamptz)) * 1000)::text AS next_window
       FROM (${CELLS('$2')}) c JOIN cmp_people p ON p.user_id = c.user_id`,
    [groupId, now],
  );
  const r = rows[0] ?? {};
  const byStatus = Object.fromEntries(statuses.map((s) => [s, Number(r[s] ?? 0)])) as Record<ProgressStatus, number>;
  return {
    members: Number(r.members ?? 0),
    assignments: statuses.reduce((n, s) => n + byStatus[s], 0),
    byStatus,
    changesAt: earliest(r.next_valid, r.next_deadline, r.next_window),
  };
}

export interface MemberRow {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** One page of the group's members by name, matching a search and having at least one cell of a status. */
export async function groupMemberPage(
  q: Queryable,
  o: { groupId: string; now: Date; search: string; status: ProgressStatus | null; offset: number; limit: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const search = o.search.trim().toLowerCase();
  const { rows } = await q.query<{ user_id: string; first_name: string; last_name: string; email: string; total: string }>(
    `SELECT p.user_id, p.first_name, p.last_name, p.email, count(*) OVER ()::text AS total
       FROM cmp_members m JOIN cmp_people p ON p.user_id = m.user_id
      WHERE m.group_id = $1
        AND ($3::text = '' OR lower(p.first_name || ' ' || p.last_name || ' ' || p.email) LIKE '%' || $3 || '%')
        AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM (${CELLS('$2')}) c WHERE c.user_id = m.user_id AND c.status = $4))
      ORDER BY p.sort_key COLLATE "C", p.user_id LIMIT $5 OFFSET $6`,
    [o.groupId, o.now, escapeLike(search), o.status, o.limit, o.offset],
  );
  return {
    rows: rows.map((r) => ({ userId: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export interface CellRow {
  readonly userId: string;
  readonly trainingId: string;
  readonly status: ProgressStatus;
  readonly completedAt: string | null;
  readonly validUntil: string | null;
  readonly awaitingPractical: boolean;
  /** The recertification period in months that applies to this person (if the training recertifies). */
  readonly periodMonths: number;
}

/** The cells of some members of the group. */
export async function groupCells(q: Queryable, groupId: string, userIds: readonly string[], now: Date, trainingIds?: readonly string[]): Promise<CellRow[]> {
  if (userIds.length === 0 || trainingIds?.length === 0) return [];
  const { rows } = await q.query<{ user_id: string; training_id: string; status: ProgressStatus; completed_at: Date | string | null; valid_until: string | null; awaiting_practical: boolean; period_months: number }>(
    `SELECT c.user_id, c.training_id, c.status, c.completed_at, c.awaiting_practical, c.period_months,
            CASE WHEN c.valid_until IS NULL OR c.valid_until = 'infinity'::timestamptz THEN NULL ELSE to_char(c.valid_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS valid_until
       FROM (${CELLS('$2')}) c WHERE c.user_id = ANY($3::text[])${trainingIds ? ' AND c.training_id = ANY($4::text[])' : ''}`,
    trainingIds ? [groupId, now, userIds, trainingIds] : [groupId, now, userIds],
  );
  return rows.map((r) => ({ userId: r.user_id, trainingId: r.training_id, status: r.status, completedAt: iso(r.completed_at), validUntil: r.valid_until, awaitingPractical: r.awaiting_practical, periodMonths: Number(r.period_months) }));
}

/** A completion whose validity ended (see `expiredCertifications`). */
export interface ExpiredCertification {
  readonly companyId: string;
  readonly userId: string;
  readonly trainingId: string;
  readonly completedAt: Date;
  readonly validUntil: Date;
}

/**
 * Completions of trainings still assigned and not deleted whose validity ended in [from, to): a
 * completion is valid while `valid_until >= now`, so it counts as expired from the instant after
 * `valid_until`. Across companies, over the expiry index (the Kafka relay's certification
 * expiries, ADR 0020).
 */
export async function expiredCertifications(q: Queryable, from: Date, to: Date): Promise<ExpiredCertification[]> {
  const { rows } = await q.query<{ company_id: string; user_id: string; training_id: string; completed_at: Date | string; valid_until: Date | string }>(
    `SELECT company_id, user_id, training_id, completed_at, valid_until FROM compliance_assignments
      WHERE completed_at IS NOT NULL AND valid_until < 'infinity' AND valid_until >= $1 AND valid_until < $2 AND NOT training_deleted
      ORDER BY valid_until, user_id, training_id`,
    [from, to],
  );
  return rows.map((r) => ({ companyId: r.company_id, userId: r.user_id, trainingId: r.training_id, completedAt: new Date(r.completed_at), validUntil: new Date(r.valid_until) }));
}
