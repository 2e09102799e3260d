import type { Queryable } from '../../src/platform/db';
import { validSql } from './status-rules';
import { cellsIn, scopeCounts, type ScopeCounts } from './counts';

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
export const nextChange = (column: string, now: string) =>
  `(extract(epoch FROM min(${column}) FILTER (WHERE ${column} >= ${now} AND ${column} < 'infinity'::timestamptz)) * 1000 + 1)::text`;

export const earliest = (...ms: (string | null | undefined)[]): number | null => {
  const xs = ms.filter((m): m is string => m !== null && m !== undefined).map(Number);
  return xs.length ? Math.min(...xs) : null;
};

const soonest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

type RawCompliance = { assigned: string; valid: string; next_valid: string | null };
const toCompliance = (r: RawCompliance | undefined): Compliance => ({ assigned: Number(r?.assigned ?? 0), valid: Number(r?.valid ?? 0), changesAt: earliest(r?.next_valid) });

/** Cells and the valid ones among them (completed, or in the recertification window) from kept counts. */
const complianceOf = (kept: ScopeCounts): Compliance => ({
  assigned: cellsIn(kept.byStatus),
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
 * The same for the distinct (member, training) pairs of some groups (a manager's team). The group
 * with the most cells is read from its kept counts; the others add only their pairs outside it
 * (members not in it, trainings it does not have), each once: a company-wide unit among a root's
 * units costs its count, not its million cells.
 */
export async function groupsCompliance(q: Queryable, companyId: string, groupIds: readonly string[], now: Date): Promise<Compliance> {
  if (groupIds.length === 0) return { assigned: 0, valid: 0, changesAt: null };
  const { rows: top } = await q.query<{ scope: string }>(
    'SELECT scope FROM cmp_status_counts WHERE scope = ANY($1::text[]) GROUP BY scope ORDER BY sum(n) DESC, scope LIMIT 1',
    [groupIds.map((g) => `g:${g}`)],
  );
  const kept = top[0] ? await scopeCounts(q, top[0].scope, now) : null;
  const largest = kept ? top[0]!.scope.slice(2) : null;
  const others = groupIds.filter((g) => g !== largest);
  if (kept && others.length === 0) return complianceOf(kept);
  // without a largest group (none counted yet, or a clock before the watermark) every pair is counted here
  const outside = (table: string, key: string) => (largest ? `AND NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.group_id = $4 AND l.${key} = x.${key})` : '');
  const { rows } = await q.query<RawCompliance>(
    `SELECT count(*)::text AS assigned, count(*) FILTER (WHERE ${validSql('$3')})::text AS valid, ${nextChange('a.valid_until', '$3')} AS next_valid
       FROM (SELECT m.user_id, gt.training_id
               FROM (SELECT x.* FROM cmp_members x WHERE x.group_id = ANY($2::text[]) ${outside('cmp_members', 'user_id')}) m
               JOIN cmp_group_trainings gt ON gt.group_id = m.group_id
             UNION
             SELECT m.user_id, gt.training_id
               FROM (SELECT x.* FROM cmp_group_trainings x WHERE x.group_id = ANY($2::text[]) ${outside('cmp_group_trainings', 'training_id')}) gt
               JOIN cmp_members m ON m.group_id = gt.group_id
             OFFSET 0) p
       -- each pair's row by the primary key, behind the fence: the pairs outside the largest unit are few (often none), but the
       -- planner cannot know it and hashed the company's rows (a tenant of 1,000,000: 175-313 ms per first dashboard answer, bench:scale-10k)
       CROSS JOIN LATERAL (SELECT * FROM compliance_assignments WHERE user_id = p.user_id AND training_id = p.training_id OFFSET 0) a
      WHERE a.company_id = $1 AND NOT a.training_deleted`,
    largest ? [companyId, others, now, largest] : [companyId, others, now],
  );
  const rest = toCompliance(rows[0]);
  if (!kept) return rest;
  const mine = complianceOf(kept);
  return { assigned: mine.assigned + rest.assigned, valid: mine.valid + rest.valid, changesAt: soonest(mine.changesAt, rest.changesAt) };
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
       -- the person's rows by the primary key: without the fence the planner took the company index
       -- (with a whole tenant of 1,000,000 rows: 110-180 ms for a person with none, bench:scale-10k)
       FROM (SELECT * FROM compliance_assignments WHERE user_id = $2 OFFSET 0) a WHERE a.company_id = $1`,
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
