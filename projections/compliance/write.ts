import type { Queryable } from '../../src/platform/db';
import { splitKey, type BatchFacts } from './facts';
import { refresh, refreshPeople, rematerialize } from './derive';
import { writeFacts } from './write-facts';

/** Writes one reduced batch and re-derives every compliance row it can have changed. */
export async function writeBatch(tx: Queryable, f: BatchFacts): Promise<void> {
  const learned = await writeFacts(tx, f);

  // groups whose trainings in effect may have changed
  const groups = new Set<string>();
  for (const [id, g] of f.groups) if (g.deleted) groups.add(id);
  for (const m of [f.direct, f.deadlines, f.groupBundles]) for (const k of m.keys()) groups.add(splitKey(k)[0]);
  const bundleIds = [...new Set([...f.bundles.keys(), ...f.bundleTrainings.keys()])];
  if (bundleIds.length) {
    const { rows } = await tx.query<{ group_id: string }>('SELECT DISTINCT group_id FROM cmp_group_bundles WHERE bundle_id = ANY($1::text[])', [bundleIds]);
    for (const r of rows) groups.add(r.group_id);
  }
  const changed = await rematerialize(tx, [...groups]);
  if (changed.length) {
    await refresh(
      tx,
      `SELECT DISTINCT m.user_id, c.training_id FROM unnest($1::text[], $2::text[]) AS c(group_id, training_id) JOIN cmp_members m ON m.group_id = c.group_id`,
      [changed.map((c) => c[0]), changed.map((c) => c[1])],
    );
  }
  // people who joined or left a group, or whose date of birth changed: every training of theirs
  const users = [...new Set([...[...f.members.keys()].map((k) => splitKey(k)[1]), ...f.birthDates.keys()])];
  if (users.length) await refreshPeople(tx, users);
  // trainings whose flags or period changed: every row of theirs
  const trainings = [...f.trainings].filter(([, t]) => !t.created).map(([id]) => id);
  if (trainings.length) {
    // every pair assigned now: members of the groups that have the training in effect (deleted groups have none)
    await refresh(
      tx,
      'SELECT DISTINCT m.user_id, gt.training_id FROM cmp_group_trainings gt JOIN cmp_members m ON m.group_id = gt.group_id WHERE gt.training_id = ANY($1::text[])',
      [trainings],
    );
  }
  if (learned.length) {
    await refresh(tx, 'SELECT * FROM unnest($1::text[], $2::text[]) AS x(user_id, training_id)', [learned.map((p) => p[0]), learned.map((p) => p[1])]);
  }
}
