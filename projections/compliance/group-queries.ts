import { escapeLike, type Queryable } from '../../src/platform/db';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../src/shared/contracts/learning';
import { asTrainingId, type TrainingId } from '../../src/shared/contracts/ids';
import { personalPeriodSql } from './personal-period';
import { reportStatusSql } from './status-rules';
import { cellsIn, scopeCounts } from './counts';
import { earliest, nextChange, type Timed } from './queries';

/** Group progress: members x trainings of one group, paged by member, and its statistic cards. */

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());


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

/** SQL: the members of group `$1` (those the cells count: with a person row), as text. */
const MEMBERS = '(SELECT count(*) FROM cmp_members m JOIN cmp_people p ON p.user_id = m.user_id WHERE m.group_id = $1)::text';

/** The statistic cards of a group: its members, and its cells by status from the kept counts (counts.ts), else counted. */
export async function groupStatusCounts(q: Queryable, groupId: string, now: Date): Promise<GroupStatusCounts> {
  const statuses = PROGRESS_STATUSES;
  const kept = await scopeCounts(q, `g:${groupId}`, now);
  if (kept) {
    const { rows } = await q.query<{ n: string }>(`SELECT ${MEMBERS} AS n`, [groupId]);
    return { members: Number(rows[0]?.n ?? 0), assignments: cellsIn(kept.byStatus), byStatus: kept.byStatus, changesAt: kept.changesAt };
  }
  const { rows } = await q.query<Record<string, string>>(
    `SELECT ${MEMBERS} AS members,
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
    assignments: cellsIn(byStatus),
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

export interface CandidateRow extends MemberRow {
  /** The member's status for the training (the earliest deadline among the chosen units that assign it); null: none of them assigns it. */
  readonly status: ProgressStatus | null;
}

/**
 * The members of some units with their status for one training, paged by name (issue 32: who is due
 * for a classroom session); `statuses` keeps only members in one of them.
 */
export async function unitMembersForTraining(
  q: Queryable,
  o: { groupIds: readonly string[]; trainingId: string; now: Date; statuses: readonly ProgressStatus[] | null; offset: number; limit: number },
): Promise<{ rows: CandidateRow[]; total: number }> {
  if (o.groupIds.length === 0) return { rows: [], total: 0 };
  const { rows } = await q.query<{ user_id: string; first_name: string; last_name: string; email: string; status: ProgressStatus | null; total: string }>(
    `WITH cells AS (
       SELECT DISTINCT ON (m.user_id) m.user_id, ${reportStatusSql('$3', 'gt.deadline')} AS status
         FROM cmp_members m
         LEFT JOIN cmp_people pe ON pe.user_id = m.user_id
         JOIN cmp_group_trainings gt ON gt.group_id = m.group_id AND gt.training_id = $2
         JOIN cmp_trainings t ON t.training_id = gt.training_id AND NOT t.is_deleted
         LEFT JOIN compliance_assignments a ON a.user_id = m.user_id AND a.training_id = gt.training_id
        WHERE m.group_id = ANY($1::text[])
        ORDER BY m.user_id, gt.deadline NULLS LAST)
     SELECT p.user_id, p.first_name, p.last_name, p.email, c.status, count(*) OVER ()::text AS total
       FROM (SELECT DISTINCT user_id FROM cmp_members WHERE group_id = ANY($1::text[])) mm
       JOIN cmp_people p ON p.user_id = mm.user_id
       LEFT JOIN cells c ON c.user_id = mm.user_id
      WHERE $4::text[] IS NULL OR c.status = ANY($4::text[])
      ORDER BY p.sort_key COLLATE "C", p.user_id LIMIT $5 OFFSET $6`,
    [o.groupIds, o.trainingId, o.now, o.statuses, o.limit, o.offset],
  );
  return {
    rows: rows.map((r) => ({ userId: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email, status: r.status })),
    total: Number(rows[0]?.total ?? 0),
  };
}
