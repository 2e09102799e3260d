import type { Queryable } from '../../src/platform/db';
import type { ReplayedEvent } from '../../src/platform/eventstore';
import type { AssignmentDates } from '../../src/shared/contracts/compliance';
import { RECERTIFICATION_WINDOW_MONTHS } from '../../src/shared/rules';
import { reduceBatch, splitKey } from './facts';

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

const DAY_MS = 86_400_000;
/**
 * The window opens `RECERTIFICATION_WINDOW_MONTHS` calendar months before the validity ends: months
 * of 30 or 31 days and at most one February of 28 within a year (the day clamped to the month's end
 * only moves the opening earlier), so an opening in (from, to] has its end of validity in
 * (from + 28 + 30 (m - 1) days, to + 31 m days].
 */
const WINDOW_MIN_MS = (28 + 30 * (RECERTIFICATION_WINDOW_MONTHS - 1)) * DAY_MS;
const WINDOW_MAX_MS = RECERTIFICATION_WINDOW_MONTHS * 31 * DAY_MS;

/** One page of rows in (user, training) order: those after `after` (null: from the first), at most `limit`. */
export interface AssignmentPage {
  readonly after: { readonly userId: string; readonly trainingId: string } | null;
  readonly limit: number;
}

/** A range (from, to] of instants. */
export interface InstantRange {
  readonly from: Date;
  readonly to: Date;
}

/**
 * Assignments with a deadline in one of `deadlineRanges`, or an end of validity or window opening
 * in (from, to]; of one company or all (`companyId` null). Every branch is a range over an index
 * of compliance_assignments, so a scan reads the rows whose instants fall in its span, not the
 * table: deadlines over `compliance_assignments_deadline` (rows not done for good), one index
 * range per deadline range (a LATERAL subquery behind `OFFSET 0`, which the planner cannot turn
 * into a join over the whole table); ends of validity and window openings over
 * `compliance_assignments_expiry` (finite validities; the window's range on valid_until, then its
 * exact opening as a filter). The query repeats the partial indexes' predicates so that the
 * planner can use them for any parameter. With `page`, one page of them in (user, training) order.
 */
export async function assignmentsWithDatesIn(
  q: Queryable,
  o: { companyId: string | null; from: Date; to: Date; deadlineRanges: readonly InstantRange[]; page?: AssignmentPage },
): Promise<AssignmentDates[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM (
       SELECT a.* FROM unnest($4::timestamptz[], $5::timestamptz[]) AS r(lo, hi)
        CROSS JOIN LATERAL (
          SELECT d.* FROM compliance_assignments d
           WHERE d.deadline IS NOT NULL AND (d.completed_at IS NULL OR d.valid_until < 'infinity') AND d.deadline > r.lo AND d.deadline <= r.hi
          OFFSET 0
        ) a
       UNION
       SELECT a.* FROM compliance_assignments a
        WHERE a.completed_at IS NOT NULL AND a.valid_until < 'infinity' AND a.valid_until > $2 AND a.valid_until <= $3
       UNION
       SELECT a.* FROM compliance_assignments a
        WHERE a.completed_at IS NOT NULL AND a.valid_until < 'infinity' AND a.valid_until > $6 AND a.valid_until <= $7
          AND a.window_opens > $2 AND a.window_opens <= $3
     ) a
     WHERE NOT a.training_deleted AND ($1::text IS NULL OR a.company_id = $1)
       AND ($8::text IS NULL OR (a.user_id, a.training_id) > ($8::text, $9::text))
     ORDER BY a.user_id, a.training_id
     LIMIT $10::integer`,
    [
      o.companyId,
      o.from,
      o.to,
      o.deadlineRanges.map((r) => r.from),
      o.deadlineRanges.map((r) => r.to),
      new Date(o.from.getTime() + WINDOW_MIN_MS),
      new Date(o.to.getTime() + WINDOW_MAX_MS),
      o.page?.after?.userId ?? null,
      o.page?.after?.trainingId ?? null,
      o.page?.limit ?? null,
    ],
  );
  return rows.map(toDates);
}

/**
 * The event types whose compliance rows are those of every member of a unit (a training or bundle
 * assigned or unassigned, a bundle's trainings set): one such event can change 10,000 rows, where
 * any other changes those of one person. Readers of `assignmentsChangedBy` bound their slices by them.
 */
export const UNIT_WIDE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'organization.TrainingAssigned',
  'organization.TrainingUnassigned',
  'organization.BundleAssigned',
  'organization.BundleUnassigned',
  'organization.BundleTrainingsSet',
]);

/**
 * The assignments (assigned after `since`) whose rows a batch of compliance events can have
 * created or re-dated: every row of the people who joined or left a group in it, and the rows of
 * the members of groups whose trainings it assigned or unassigned (directly, through a bundle, or
 * by changing a bundle's trainings). Reduced as the compliance projection reduces the batch, then
 * read by key: the groups' trainings and members by their keys' prefixes, each person's rows by
 * the primary key, each in a LATERAL subquery behind `OFFSET 0` so that the planner probes the
 * index per key and never hashes the whole table. The work is bounded by what the batch changed,
 * never by the company. A batch without such events reads nothing.
 */
export async function assignmentsChangedBy(q: Queryable, events: readonly ReplayedEvent[], since: Date, people?: readonly string[]): Promise<AssignmentDates[]> {
  const batch = unitTrainingsOfBatch(events);
  if (!batch) return [];
  // a page of a unit-wide event's people (`unitWideMembers`): their rows only, each membership by the key
  const paged = people ? 'AND user_id = ANY($8::text[])' : '';
  const { rows } = await q.query<Row>(
    `WITH ${batch.sql}, keys AS (
       SELECT m.user_id, gt.training_id FROM gt
        CROSS JOIN LATERAL (SELECT user_id FROM cmp_members WHERE group_id = gt.group_id ${paged} OFFSET 0) m
     )
     SELECT ${COLUMNS} FROM unnest($6::text[]) AS u(user_id)
      CROSS JOIN LATERAL (SELECT * FROM compliance_assignments WHERE user_id = u.user_id OFFSET 0) a
      WHERE NOT a.training_deleted AND a.assigned_at > $7
     UNION
     SELECT ${COLUMNS} FROM (SELECT DISTINCT user_id, training_id FROM keys) k
      CROSS JOIN LATERAL (SELECT * FROM compliance_assignments WHERE user_id = k.user_id AND training_id = k.training_id OFFSET 0) a
      WHERE NOT a.training_deleted AND a.assigned_at > $7`,
    [...batch.params, batch.users, since, ...(people ? [people] : [])],
  );
  return rows.map(toDates);
}

/**
 * The members of the units whose trainings a batch assigned or unassigned (its unit-wide events),
 * in id order: after `after` (null: from the first), at most `limit`. One assignment to a unit of
 * 10,000 is read in such pages (`assignmentsChangedBy` with `people`), each unit's members by its
 * key's prefix from the cursor on.
 */
export async function unitWideMembers(q: Queryable, events: readonly ReplayedEvent[], after: string | null, limit: number): Promise<string[]> {
  const batch = unitTrainingsOfBatch(events);
  if (!batch) return [];
  const { rows } = await q.query<{ user_id: string }>(
    `WITH ${batch.sql}
     SELECT DISTINCT m.user_id FROM (SELECT DISTINCT group_id FROM gt) g
      CROSS JOIN LATERAL (SELECT user_id FROM cmp_members WHERE group_id = g.group_id AND ($6::text IS NULL OR user_id > $6) ORDER BY user_id LIMIT $7) m
      ORDER BY m.user_id LIMIT $7`,
    [...batch.params, after, limit],
  );
  return rows.map((r) => r.user_id);
}

/**
 * The (group, training) pairs a batch's unit-wide events touch (`gt`, in a WITH clause, after `gb`;
 * parameters $1-$5), and the people its membership events name; null when the batch has neither.
 */
function unitTrainingsOfBatch(events: readonly ReplayedEvent[]): { sql: string; params: unknown[]; users: string[] } | null {
  const f = reduceBatch(events);
  const users = [...new Set([...f.members.keys()].map((k) => splitKey(k)[1]))];
  const direct = [...f.direct.keys()].map(splitKey);
  const groupBundles = [...f.groupBundles.keys()].map(splitKey);
  const bundles = [...f.bundleTrainings.keys()];
  if (users.length === 0 && direct.length === 0 && groupBundles.length === 0 && bundles.length === 0) return null;
  return {
    sql: `gb AS (
       SELECT x.group_id, x.bundle_id FROM unnest($3::text[], $4::text[]) AS x(group_id, bundle_id)
       UNION
       SELECT g.group_id, g.bundle_id FROM unnest($5::text[]) AS b(bundle_id)
        CROSS JOIN LATERAL (SELECT group_id, bundle_id FROM cmp_group_bundles WHERE bundle_id = b.bundle_id OFFSET 0) g
     ), gt AS (
       SELECT x.group_id, x.training_id FROM unnest($1::text[], $2::text[]) AS x(group_id, training_id)
       UNION
       SELECT gb.group_id, bt.training_id FROM gb
        CROSS JOIN LATERAL (SELECT training_id FROM cmp_bundle_trainings WHERE bundle_id = gb.bundle_id OFFSET 0) bt
     )`,
    params: [direct.map((p) => p[0]), direct.map((p) => p[1]), groupBundles.map((p) => p[0]), groupBundles.map((p) => p[1]), bundles],
    users,
  };
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

/**
 * How far the compliance projection has applied the log; null while it has not started, and while
 * it replays from zero (bulk mode: its rows are derived only at the head). Readers of its rows
 * compare it with their own events.
 */
export async function compliancePosition(q: Queryable): Promise<string | null> {
  // FOR SHARE: a reader of the compliance tables in a projection's transaction (the "assigned to you" reactor) holds the
  // checkpoint before it reads them, as a rebuild's reset holds it (FOR UPDATE) before it truncates them; otherwise the reset
  // could lock compliance_assignments while the reader held cmp_members, each then waiting for the other (a deadlock, CI)
  const { rows } = await q.query<{ position: string; bulk: boolean }>("SELECT position, bulk FROM projection_checkpoints WHERE name = 'compliance' FOR SHARE");
  return rows[0] && !rows[0].bulk ? rows[0].position : null;
}
