/**
 * THE rule of which trainings a unit, and so a person, has in effect (ADR 0008, 0010), as SQL over
 * facts. Two read models apply it to their own copies of the facts: the compliance projection to
 * the facts as they are now (`cmp_*`, materialized into `cmp_group_trainings` and
 * `compliance_assignments`), the audit as-of query to the versions valid at an instant (`aof_*`).
 * Each passes its relations; the rule is written here only. `tests/support/as-of-naive.ts` states it
 * again, independently, as the oracle of the property test.
 */

/** The facts the rule reads, each a relation in force (a table, a WITH entry or a parenthesized SELECT). */
export interface UnitFacts {
  /** (group_id): the units in scope that exist (a deleted unit has no trainings). */
  readonly units: string;
  /** (group_id, training_id, assigned_at, deadline): trainings assigned to a unit directly. */
  readonly direct: string;
  /** (group_id, bundle_id, assigned_at, deadline): bundles assigned to a unit. */
  readonly unitBundles: string;
  /** (bundle_id, training_id): the trainings of each bundle that exists. */
  readonly bundleTrainings: string;
  /** (group_id, training_id, deadline): a unit's deadline override of a training. */
  readonly deadlines: string;
}

/**
 * WITH entries ending in `name` (group_id, training_id, assigned_at, deadline, bundle_id): the
 * trainings the units have in effect. A unit has its direct assignments, and the trainings of its
 * assigned bundles that are not assigned directly, each from the earliest assigned bundle (ties by
 * bundle id); the deadline is the unit's override of that training, else the assignment's.
 */
export function unitTrainingsSql(f: UnitFacts, name: string): string {
  return `in_direct AS (
    SELECT d.group_id, d.training_id, d.assigned_at, d.deadline, NULL::text AS bundle_id
      FROM ${f.direct} d WHERE d.group_id IN (SELECT group_id FROM ${f.units})
  ),
  in_bundles AS (
    SELECT DISTINCT ON (gb.group_id, bt.training_id) gb.group_id, bt.training_id, gb.assigned_at, gb.deadline, gb.bundle_id
      FROM ${f.unitBundles} gb JOIN ${f.bundleTrainings} bt ON bt.bundle_id = gb.bundle_id
     WHERE gb.group_id IN (SELECT group_id FROM ${f.units})
       AND NOT EXISTS (SELECT 1 FROM in_direct d WHERE d.group_id = gb.group_id AND d.training_id = bt.training_id)
     ORDER BY gb.group_id, bt.training_id, gb.assigned_at, gb.bundle_id
  ),
  ${name} AS (
    SELECT x.group_id, x.training_id, x.assigned_at, COALESCE(o.deadline, x.deadline) AS deadline, x.bundle_id
      FROM (SELECT * FROM in_direct UNION ALL SELECT * FROM in_bundles) x
      LEFT JOIN ${f.deadlines} o ON o.group_id = x.group_id AND o.training_id = x.training_id
  )`;
}

/** What a caller adds to a person's rows: more aggregate columns, a join or conditions that narrow them. */
export interface PersonScope {
  /** (group_id, user_id, added_at, ...): memberships in units that exist, as `m`. */
  readonly memberships: string;
  /** (group_id, training_id, assigned_at, deadline): the units' trainings in effect (unitTrainingsSql), as `gt`. */
  readonly unitTrainings: string;
  /** Further aggregate columns over `m` and `gt`, e.g. `min(m.company_id) AS company_id`. */
  readonly columns?: string | undefined;
  /** A join narrowing the rows (over `m` and `gt`). */
  readonly join?: string | undefined;
  readonly where?: string | undefined;
  readonly having?: string | undefined;
}

/**
 * A SELECT of one row per (person, training) that any unit of the person has in effect, with
 * user_id, training_id, assigned_at (the earliest instant from which a unit of theirs had it: the
 * later of joining and the unit's assignment) and deadline (the earliest of their units').
 */
export function personTrainingsSql(s: PersonScope): string {
  return `SELECT m.user_id, gt.training_id, min(greatest(m.added_at, gt.assigned_at)) AS assigned_at, min(gt.deadline) AS deadline${s.columns ? `, ${s.columns}` : ''}
      FROM ${s.memberships} m JOIN ${s.unitTrainings} gt ON gt.group_id = m.group_id ${s.join ?? ''}
     ${s.where ? `WHERE ${s.where}` : ''}
     GROUP BY m.user_id, gt.training_id
     ${s.having ? `HAVING ${s.having}` : ''}`;
}
