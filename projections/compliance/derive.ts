import type { Queryable } from '../../src/platform/db';
import { RECERTIFICATION_WINDOW_MONTHS } from '../../src/shared/rules';
import { personTrainingsSql, unitTrainingsSql } from './in-effect';
import { ASSIGNMENT_INDEXES, ASSIGNMENT_KEY, DEADLINE_INDEX, EXPIRY_INDEX } from './schema';
import { learningStateSql, windowOpensSql } from './status-rules';
import { COUNTING_OFF, countAllSql, countTables } from './counts';

/**
 * The compliance rows derived from the facts (`cmp_*`): each group's trainings in effect
 * (`cmp_group_trainings`) and each person's (`compliance_assignments`), by the rule of
 * in-effect.ts and the dates of status-rules.ts. The live path re-derives what a batch can have
 * changed (write.ts), the end of a bulk replay everything once (deriveAll).
 */

/** The current facts of the compliance projection, for the rule of in-effect.ts; `live` is the caller's WITH entry of units. */
const CURRENT_FACTS = {
  units: 'live',
  direct: 'cmp_direct',
  unitBundles: 'cmp_group_bundles',
  bundleTrainings: '(SELECT bt.bundle_id, bt.training_id FROM cmp_bundle_trainings bt JOIN cmp_bundles b ON b.bundle_id = bt.bundle_id AND NOT b.is_deleted)',
  deadlines: 'cmp_deadlines',
} as const;

/**
 * Materializes the trainings in effect of some groups into cmp_group_trainings (deleted groups
 * have none), writing only what differs (the status counts' triggers then see only the cells that
 * changed). Returns the (group, training) pairs that appeared, disappeared or changed.
 */
export async function rematerialize(tx: Queryable, groupIds: readonly string[]): Promise<[string, string][]> {
  if (groupIds.length === 0) return [];
  const columns = ['assigned_at', 'deadline', 'bundle_id'];
  const { rows } = await tx.query<{ group_id: string; training_id: string }>(
    `WITH live AS (SELECT group_id FROM cmp_groups WHERE group_id = ANY($1::text[]) AND NOT is_deleted),
     ${unitTrainingsSql(CURRENT_FACTS, 'in_effect')},
     gone AS (
       DELETE FROM cmp_group_trainings gt WHERE gt.group_id = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM in_effect e WHERE e.group_id = gt.group_id AND e.training_id = gt.training_id)
       RETURNING gt.group_id, gt.training_id
     ),
     put AS (
       INSERT INTO cmp_group_trainings AS gt (group_id, training_id, ${columns.join(', ')})
       SELECT group_id, training_id, ${columns.join(', ')} FROM in_effect
       ON CONFLICT (group_id, training_id) DO UPDATE SET (${columns.join(', ')}) = (${columns.map((c) => `excluded.${c}`).join(', ')})
        WHERE (${columns.map((c) => `gt.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `excluded.${c}`).join(', ')})
       RETURNING gt.group_id, gt.training_id
     )
     SELECT group_id, training_id FROM gone UNION SELECT group_id, training_id FROM put`,
    [groupIds],
  );
  return rows.map((r) => [r.group_id, r.training_id]);
}

/** A person's rows over the materialized trainings in effect, narrowed by `scope` (a join or a condition over `m` and `gt`). */
const assignedSql = (scope: { join?: string; where?: string }) =>
  personTrainingsSql({
    memberships: '(SELECT m.group_id, m.user_id, m.added_at, g.company_id FROM cmp_members m JOIN cmp_groups g ON g.group_id = m.group_id AND NOT g.is_deleted)',
    unitTrainings: 'cmp_group_trainings',
    columns: 'min(m.company_id) AS company_id',
    ...scope,
  });

/** The columns of a compliance row: its key, then what is derived for it. */
const KEY_COLUMNS = ['user_id', 'training_id'] as const;
const VALUE_COLUMNS = [
  'company_id', 'assigned_at', 'deadline', 'is_required', 'requires_recertification', 'training_deleted',
  'started_at', 'in_progress', 'completed_at', 'completion_id', 'valid_until', 'awaiting_practical', 'window_opens', 'delivered_language',
] as const;
const ROW_COLUMNS = [...KEY_COLUMNS, ...VALUE_COLUMNS].join(', ');

/**
 * The compliance rows derived from the facts (ROW_COLUMNS) for the (user, training) pairs that
 * `assigned` yields with their assignment dates (one row per pair, through any group); `months`
 * is the parameter that holds the recertification window.
 */
const derivedSql = (assigned: string, months: string) => `WITH assigned AS (${assigned}),
     dated AS (
       SELECT a.*, t.is_required, t.requires_recertification, t.is_deleted AS training_deleted, ${learningStateSql('l', 't', 'pe.date_of_birth')}, l.delivered_language
         FROM assigned a
         JOIN cmp_trainings t ON t.training_id = a.training_id
         LEFT JOIN cmp_learning l ON l.user_id = a.user_id AND l.training_id = a.training_id
         LEFT JOIN cmp_people pe ON pe.user_id = a.user_id
     )
     SELECT user_id, training_id, company_id, assigned_at, deadline, is_required, requires_recertification, training_deleted,
            CASE WHEN in_progress THEN started_at END AS started_at, in_progress, completed_at, completion_id, valid_until, awaiting_practical,
            ${windowOpensSql('valid_until', `${months}::integer`)} AS window_opens, delivered_language
       FROM dated`;

/**
 * Brings the compliance rows of some (user, training) pairs in line with the facts, in one
 * statement: `pairs` yields the pairs that may lose their row (as `p`: user_id, training_id),
 * `assigned` the pairs the facts give (it may join `p`). A derived row is inserted, or updated where it differs; a pair no longer
 * assigned loses its row; an unchanged row is not written (a new assignment to a unit of 10,000
 * writes its 10,000 rows and nothing else, a repeated one nothing).
 */
async function upsertDerived(tx: Queryable, pairs: string, assigned: string, params: unknown[]): Promise<void> {
  const months = `$${params.length + 1}`;
  const values = VALUE_COLUMNS.join(', ');
  await tx.query(
    `WITH p AS (${pairs}),
     derived AS (${derivedSql(assigned, months)}),
     upserted AS (
       INSERT INTO compliance_assignments AS a (${ROW_COLUMNS}) SELECT ${ROW_COLUMNS} FROM derived
       ON CONFLICT (user_id, training_id) DO UPDATE SET (${values}) = (${VALUE_COLUMNS.map((c) => `excluded.${c}`).join(', ')})
        WHERE (${VALUE_COLUMNS.map((c) => `a.${c}`).join(', ')}) IS DISTINCT FROM (${VALUE_COLUMNS.map((c) => `excluded.${c}`).join(', ')})
     )
     DELETE FROM compliance_assignments a USING p
      WHERE a.user_id = p.user_id AND a.training_id = p.training_id
        AND NOT EXISTS (SELECT 1 FROM derived d WHERE d.user_id = p.user_id AND d.training_id = p.training_id)`,
    [...params, RECERTIFICATION_WINDOW_MONTHS],
  );
}

/**
 * Re-derives the compliance rows of some (user, training) pairs from the facts: the pairs come
 * from `pairsSql` (a query yielding user_id, training_id), read once before the rows change (a
 * query over compliance_assignments would find the rows it is to remove). Each pair probes the
 * person's memberships and that group's training by index.
 */
export async function refresh(tx: Queryable, pairsSql: string, params: unknown[]): Promise<void> {
  const { rows: pairs } = await tx.query<{ user_id: string; training_id: string }>(pairsSql, params);
  if (pairs.length === 0) return;
  const ids = [pairs.map((p) => p.user_id), pairs.map((p) => p.training_id)];
  await upsertDerived(
    tx,
    'SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS x(user_id, training_id)',
    assignedSql({ join: 'JOIN p ON p.user_id = m.user_id AND p.training_id = gt.training_id' }),
    ids,
  );
}

/** Re-derives every row of some people (they joined or left a group, or their date of birth changed). */
export async function refreshPeople(tx: Queryable, userIds: readonly string[]): Promise<void> {
  // the pairs that may lose their row: every row the people have now
  await upsertDerived(
    tx,
    'SELECT user_id, training_id FROM compliance_assignments WHERE user_id = ANY($1::text[])',
    assignedSql({ where: 'm.user_id = ANY($1::text[])' }),
    [userIds],
  );
}

/**
 * The end of a bulk replay: every group's trainings in effect and every compliance row derived
 * once from the complete facts (what the live path derives batch by batch for the pairs a batch
 * touches), with the same statements.
 */
export async function deriveAll(tx: Queryable): Promise<void> {
  // the status counts are counted once at the end, not cell by cell on the way
  await tx.query(COUNTING_OFF);
  const { rows } = await tx.query<{ group_id: string }>('SELECT group_id FROM cmp_groups');
  await rematerialize(tx, rows.map((r) => r.group_id));
  // empty already after the reset (a bulk replay writes no row before this); DELETE, not TRUNCATE,
  // which would create new files for the table and its indexes only to drop them
  await tx.query('DELETE FROM compliance_assignments');
  // every index, the primary key too, is built once over the whole table: a sort and a bulk load
  // instead of one descent per row (a third of the time of the insert, measured on 30,400 rows)
  for (const i of [...ASSIGNMENT_INDEXES, EXPIRY_INDEX, DEADLINE_INDEX]) await tx.query(`DROP INDEX IF EXISTS ${i.name}`);
  await tx.query(`ALTER TABLE compliance_assignments DROP CONSTRAINT IF EXISTS ${ASSIGNMENT_KEY.name}`);
  await tx.query(`INSERT INTO compliance_assignments (${ROW_COLUMNS}) ${derivedSql(assignedSql({}), '$1')}`, [RECERTIFICATION_WINDOW_MONTHS]);
  await tx.query(ASSIGNMENT_KEY.create);
  for (const i of [...ASSIGNMENT_INDEXES, EXPIRY_INDEX, DEADLINE_INDEX]) await tx.query(i.create);
  for (const t of countTables) await tx.query(`DELETE FROM ${t}`);
  await tx.query(countAllSql());
}
