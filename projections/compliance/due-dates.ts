import type { Queryable } from '../../src/platform/db';
import type { AssignmentDates } from '../../src/shared/contracts/compliance';

/** The compliance dates of assignments as other read models need them to act at those instants (notifications, issue 16). */
export type { AssignmentDates };

type Row = { company_id: string; user_id: string; training_id: string; assigned_at: Date | string; deadline: Date | string | null; completed_at: Date | string | null; valid_until: Date | string | null; window_opens: Date | string | null };

const finite = (c: string) => `CASE WHEN ${c} = 'infinity'::timestamptz OR ${c} = '-infinity'::timestamptz THEN NULL ELSE ${c} END AS ${c.replace(/^a\./, '')}`;
const COLUMNS = `a.company_id, a.user_id, a.training_id, a.assigned_at, a.deadline, a.completed_at, ${finite('a.valid_until')}, ${finite('a.window_opens')}`;
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const toDates = (r: Row): AssignmentDates => ({
  companyId: r.company_id,
  userId: r.user_id,
  trainingId: r.training_id,
  assignedAt: new Date(r.assigned_at),
  deadline: date(r.deadline),
  completedAt: date(r.completed_at),
  validUntil: date(r.valid_until),
  windowOpens: date(r.window_opens),
});

/**
 * Assignments with a deadline in (deadlineFrom, deadlineTo], or an end of validity or window
 * opening in (from, to]; of some companies (all when `companyId` is null).
 */
export async function assignmentsWithDatesIn(
  q: Queryable,
  o: { companyId: string | null; from: Date; to: Date; deadlineFrom: Date; deadlineTo: Date },
): Promise<AssignmentDates[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM compliance_assignments a
      WHERE NOT a.training_deleted AND ($1::text IS NULL OR a.company_id = $1)
        AND ((a.deadline > $4 AND a.deadline <= $5) OR (a.valid_until > $2 AND a.valid_until <= $3) OR (a.window_opens > $2 AND a.window_opens <= $3))`,
    [o.companyId, o.from, o.to, o.deadlineFrom, o.deadlineTo],
  );
  return rows.map(toDates);
}

/** Assignments made after `since` (of some companies; all when `companyIds` is null). */
export async function assignmentsSince(q: Queryable, o: { companyIds: readonly string[] | null; since: Date }): Promise<AssignmentDates[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM compliance_assignments a
      WHERE NOT a.training_deleted AND ($1::text[] IS NULL OR a.company_id = ANY($1::text[])) AND a.assigned_at > $2`,
    [o.companyIds, o.since],
  );
  return rows.map(toDates);
}

/** The units (groups, not deleted) through which a person has a training assigned. */
export async function assigningUnits(q: Queryable, userId: string, trainingId: string): Promise<string[]> {
  const { rows } = await q.query<{ group_id: string }>(
    `SELECT m.group_id FROM cmp_members m
       JOIN cmp_group_trainings gt ON gt.group_id = m.group_id AND gt.training_id = $2
       JOIN cmp_groups g ON g.group_id = m.group_id AND NOT g.is_deleted
      WHERE m.user_id = $1 ORDER BY m.group_id`,
    [userId, trainingId],
  );
  return rows.map((r) => r.group_id);
}

/** How far the compliance projection has applied the log (null: not yet started); readers of its rows compare it with their own events. */
export async function compliancePosition(q: Queryable): Promise<string | null> {
  const { rows } = await q.query<{ position: string }>("SELECT position FROM projection_checkpoints WHERE name = 'compliance'");
  return rows[0]?.position ?? null;
}
