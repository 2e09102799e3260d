import type { Queryable } from '../../src/platform/db';
import { personSortKey } from '../../src/shared/sort-key';
import { splitKey, type BatchFacts } from './facts';
import { writeLearning } from './write-learning';

/** People sort by last name, then first name (DIN 5007-1), byte-wise comparable. */
export const sortKey = personSortKey;

/** Splits `group|x` keys of a map into its upserted and its removed entries. */
function partition<V>(map: Map<string, V | null>): { set: [string, string, V][]; removed: [string, string][] } {
  const set: [string, string, V][] = [];
  const removed: [string, string][] = [];
  for (const [k, v] of map) {
    const [a, b] = splitKey(k);
    if (v === null) removed.push([a, b]);
    else set.push([a, b, v]);
  }
  return { set, removed };
}

const col = <T>(rows: readonly T[], f: (r: T) => unknown) => rows.map(f);

async function deletePairs(tx: Queryable, table: string, cols: [string, string], pairs: [string, string][]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.query(`DELETE FROM ${table} WHERE (${cols[0]}, ${cols[1]}) IN (SELECT * FROM unnest($1::text[], $2::text[]))`, [col(pairs, (p) => p[0]), col(pairs, (p) => p[1])]);
}

async function writeGroupsAndBundles(tx: Queryable, f: BatchFacts): Promise<void> {
  const created = [...f.groups].filter(([, g]) => g.companyId);
  if (created.length) {
    await tx.query(
      `INSERT INTO cmp_groups (group_id, company_id, is_deleted) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[]) ON CONFLICT (group_id) DO NOTHING`,
      [col(created, ([id]) => id), col(created, ([, g]) => g.companyId), col(created, ([, g]) => !!g.deleted)],
    );
  }
  const deleted = [...f.groups].filter(([, g]) => g.deleted).map(([id]) => id);
  if (deleted.length) await tx.query('UPDATE cmp_groups SET is_deleted = true WHERE group_id = ANY($1::text[])', [deleted]);

  const newBundles = [...f.bundles].filter(([, b]) => b.companyId);
  if (newBundles.length) {
    await tx.query(
      `INSERT INTO cmp_bundles (bundle_id, company_id, name, is_deleted) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) ON CONFLICT (bundle_id) DO NOTHING`,
      [col(newBundles, ([id]) => id), col(newBundles, ([, b]) => b.companyId), col(newBundles, ([, b]) => b.name ?? ''), col(newBundles, ([, b]) => !!b.deleted)],
    );
  }
  const changedBundles = [...f.bundles].filter(([, b]) => !b.companyId);
  if (changedBundles.length) {
    await tx.query(
      `UPDATE cmp_bundles b SET name = COALESCE(c.name, b.name), is_deleted = b.is_deleted OR c.deleted
         FROM unnest($1::text[], $2::text[], $3::boolean[]) AS c(bundle_id, name, deleted) WHERE b.bundle_id = c.bundle_id`,
      [col(changedBundles, ([id]) => id), col(changedBundles, ([, b]) => b.name ?? null), col(changedBundles, ([, b]) => !!b.deleted)],
    );
  }
  if (f.bundleTrainings.size) {
    const ids = [...f.bundleTrainings.keys()];
    await tx.query('DELETE FROM cmp_bundle_trainings WHERE bundle_id = ANY($1::text[])', [ids]);
    const rows = [...f.bundleTrainings].flatMap(([b, ts]) => [...new Set(ts)].map((t) => [b, t] as const));
    if (rows.length) {
      await tx.query('INSERT INTO cmp_bundle_trainings (bundle_id, training_id) SELECT * FROM unnest($1::text[], $2::text[])', [col(rows, (r) => r[0]), col(rows, (r) => r[1])]);
    }
  }
}

/** One value column of a pair table: its name, its SQL type and how it is read from an entry's value. */
type PairColumn<V> = readonly [name: string, sqlType: string, of: (v: V) => unknown];

/** Upserts the set entries of a `group|x` map into the pair table `keys` and deletes its removed ones. */
async function writePairs<V>(tx: Queryable, table: string, keys: [string, string], map: Map<string, V | null>, values: readonly PairColumn<V>[]): Promise<void> {
  const { set, removed } = partition(map);
  if (set.length) {
    const names = [...keys, ...values.map(([name]) => name)];
    const types = ['text', 'text', ...values.map(([, sqlType]) => sqlType)];
    await tx.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${values.map(([name]) => `${name} = EXCLUDED.${name}`).join(', ')}`,
      [col(set, (r) => r[0]), col(set, (r) => r[1]), ...values.map(([, , of]) => col(set, (r) => of(r[2])))],
    );
  }
  await deletePairs(tx, table, keys, removed);
}

type Assignment = { assignedAt: string; deadline: string | null };
const assignmentColumns: readonly PairColumn<Assignment>[] = [
  ['assigned_at', 'timestamptz', (v) => v.assignedAt],
  ['deadline', 'timestamptz', (v) => v.deadline],
];

async function writeAssignments(tx: Queryable, f: BatchFacts): Promise<void> {
  await writePairs(tx, 'cmp_members', ['group_id', 'user_id'], f.members, [['added_at', 'timestamptz', (v) => v.addedAt]]);
  await writePairs(tx, 'cmp_direct', ['group_id', 'training_id'], f.direct, assignmentColumns);
  await writePairs(tx, 'cmp_deadlines', ['group_id', 'training_id'], f.deadlines, [['deadline', 'timestamptz', (v) => v]]);
  await writePairs(tx, 'cmp_group_bundles', ['group_id', 'bundle_id'], f.groupBundles, assignmentColumns);
}

async function writeTrainingsAndPeople(tx: Queryable, f: BatchFacts): Promise<void> {
  const created = [...f.trainings].filter(([, t]) => t.created);
  if (created.length) {
    await tx.query(
      `INSERT INTO cmp_trainings (training_id, company_id, is_required, requires_recertification, period_months, is_deleted)
       SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[], $5::integer[], $6::boolean[]) ON CONFLICT (training_id) DO NOTHING`,
      [
        col(created, ([id]) => id),
        col(created, ([, t]) => t.created!.companyId),
        col(created, ([, t]) => t.isRequired ?? false),
        col(created, ([, t]) => t.requiresRecertification ?? false),
        col(created, ([, t]) => t.periodMonths ?? 12),
        col(created, ([, t]) => !!t.deleted),
      ],
    );
  }
  const changed = [...f.trainings].filter(([, t]) => !t.created);
  if (changed.length) {
    await tx.query(
      `UPDATE cmp_trainings t SET is_required = COALESCE(c.is_required, t.is_required),
              requires_recertification = COALESCE(c.rr, t.requires_recertification),
              period_months = COALESCE(c.period_months, t.period_months), is_deleted = t.is_deleted OR c.deleted
         FROM unnest($1::text[], $2::boolean[], $3::boolean[], $4::integer[], $5::boolean[]) AS c(training_id, is_required, rr, period_months, deleted)
        WHERE t.training_id = c.training_id`,
      [
        col(changed, ([id]) => id),
        col(changed, ([, t]) => t.isRequired ?? null),
        col(changed, ([, t]) => t.requiresRecertification ?? null),
        col(changed, ([, t]) => t.periodMonths ?? null),
        col(changed, ([, t]) => !!t.deleted),
      ],
    );
  }
  const people = [...f.people];
  const newPeople = people.filter(([, p]) => p.created);
  if (newPeople.length) {
    await tx.query(
      `INSERT INTO cmp_people (user_id, company_id, first_name, last_name, email, sort_key)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       ON CONFLICT (user_id) DO NOTHING`,
      [
        col(newPeople, ([id]) => id),
        col(newPeople, ([, p]) => p.created!.companyId),
        col(newPeople, ([, p]) => p.firstName ?? ''),
        col(newPeople, ([, p]) => p.lastName ?? ''),
        col(newPeople, ([, p]) => p.email ?? ''),
        col(newPeople, ([, p]) => sortKey(p)),
      ],
    );
  }
  const renamed = people.filter(([, p]) => !p.created);
  if (renamed.length) {
    await tx.query(
      `UPDATE cmp_people p SET first_name = x.fn, last_name = x.ln, email = x.em, sort_key = x.sk
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS x(u, fn, ln, em, sk) WHERE p.user_id = x.u`,
      [
        col(renamed, ([id]) => id),
        col(renamed, ([, p]) => p.firstName ?? ''),
        col(renamed, ([, p]) => p.lastName ?? ''),
        col(renamed, ([, p]) => p.email ?? ''),
        col(renamed, ([, p]) => sortKey(p)),
      ],
    );
  }
}

/** Dates of birth (after the people they belong to were written). */
async function writeBirthDates(tx: Queryable, f: BatchFacts): Promise<void> {
  const rows = [...f.birthDates];
  if (rows.length === 0) return;
  await tx.query('UPDATE cmp_people p SET date_of_birth = x.d FROM unnest($1::text[], $2::date[]) AS x(u, d) WHERE p.user_id = x.u', [col(rows, ([u]) => u), col(rows, ([, d]) => d)]);
}

/**
 * Records the facts of one reduced batch (the live path and the bulk replay share it); returns
 * the (user, training) pairs whose learning changed.
 */
export async function writeFacts(tx: Queryable, f: BatchFacts): Promise<[string, string][]> {
  await writeGroupsAndBundles(tx, f);
  await writeAssignments(tx, f);
  await writeTrainingsAndPeople(tx, f);
  await writeBirthDates(tx, f);
  return writeLearning(tx, f);
}
