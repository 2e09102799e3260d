import { personalPeriodSql } from './personal-period';

/**
 * The status rules of spec section 4 in SQL: the dates that decide a (person, training)'s status
 * and the status at an instant. The compliance projection stores the dates and evaluates the
 * status at the clock's instant; the audit as-of query derives both at a past instant, with these
 * same expressions. `dates.test.ts` compares them with the learning module's TypeScript rules.
 */

/**
 * End of a completion's validity (spec section 4): completion + the recertification period in
 * calendar months, the day clamped to the target month's end (31 Jan + 1 month = 28/29 Feb, as
 * PostgreSQL's interval arithmetic on UTC timestamps does); forever without recertification or for
 * an imported completion with the 1970-01-01 placeholder date; null without a completion.
 */
export const validUntilSql = (completedAt: string, requiresRecertification: string, periodMonths: string) => `CASE
  WHEN ${completedAt} IS NULL THEN NULL
  WHEN NOT ${requiresRecertification} OR (${completedAt} >= '1970-01-01T00:00:00Z' AND ${completedAt} < '1970-01-02T00:00:00Z') THEN 'infinity'::timestamptz
  ELSE ((${completedAt} AT TIME ZONE 'UTC') + make_interval(months => ${periodMonths})) AT TIME ZONE 'UTC' END`;

/** The recertification window opens `months` calendar months before the validity ends. */
export const windowOpensSql = (validUntil: string, months: string) => `CASE
  WHEN ${validUntil} IS NULL OR ${validUntil} = 'infinity'::timestamptz THEN ${validUntil}
  ELSE ((${validUntil} AT TIME ZONE 'UTC') - make_interval(months => ${months})) AT TIME ZONE 'UTC' END`;

/**
 * A person's learning in a training as the columns that decide status: `l` is the person's
 * learning row (latest cycle started, latest completed, latest awaiting its practical part, their
 * dates; null in a left join when never started), `t` the training (recertification flag and
 * period), `dateOfBirth` the person's (a minor's period is capped, personalPeriodSql). Yields
 * in_progress, awaiting_practical, started_at, completed_at, completion_id and valid_until.
 */
export const learningStateSql = (l: string, t: string, dateOfBirth: string) => `
  COALESCE(${l}.latest_cycle > greatest(${l}.completed_cycle, ${l}.pending_cycle), false) AS in_progress,
  COALESCE(${l}.pending_cycle > ${l}.completed_cycle, false) AS awaiting_practical, ${l}.started_at, ${l}.completed_at, ${l}.completion_id,
  ${validUntilSql(`${l}.completed_at`, `${t}.requires_recertification`, personalPeriodSql(`${t}.period_months`, dateOfBirth, `${l}.completed_at`))} AS valid_until`;

/**
 * Status rules over the stored dates, `$now` being the instant asked about: a completion is valid
 * until `valid_until` (expired after it), the recertification window opens at `window_opens`.
 * `a` is a row with those columns (a compliance_assignments row, possibly null in a left join).
 */
export const validSql = (now: string) => `(a.completed_at IS NOT NULL AND a.valid_until >= ${now})`;

/** The report status of one cell: a member in one training of a group, against that group's deadline. */
export const reportStatusSql = (now: string, deadline: string) => `CASE
  WHEN ${validSql(now)} THEN CASE WHEN a.window_opens <= ${now} THEN 'recertification_due' ELSE 'completed' END
  WHEN a.awaiting_practical THEN 'awaiting_practical'
  WHEN a.completed_at IS NOT NULL THEN 'expired'
  WHEN ${deadline} < ${now} THEN 'overdue'
  WHEN a.in_progress THEN 'in_progress'
  ELSE 'assigned' END`;
