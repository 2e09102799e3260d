import type { Queryable } from '../../../../platform/db';
import { ownedPage, toOwned, type OwnedPageQuery, type OwnedRow, type RawOwned } from '../owned-page';
import { asTrainingId, type TrainingId } from '../../../../shared/contracts/ids';

export interface GroupRow extends OwnedRow {
  memberCount: number;
  trainingCount: number;
  bundleCount: number;
}

interface RawGroup extends RawOwned {
  member_count: string;
  training_count: string;
  bundle_count: string;
}

/**
 * Trainings of some groups, directly or through assigned bundles. The groups come first, so the
 * planner never walks other groups' (or other companies') assignments.
 */
export const trainingsOfGroupsSql = (groups: string) => `
  SELECT gt.group_id, gt.training_id FROM org_group_trainings gt WHERE gt.group_id IN (${groups})
  UNION
  SELECT gb.group_id, bt.training_id FROM org_group_bundles gb
    JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted
    JOIN org_bundle_trainings bt ON bt.bundle_id = gb.bundle_id
   WHERE gb.group_id IN (${groups})`;

/** A group's own columns (`OwnedRow`), without the counts. */
const HEAD_SELECT = 'SELECT g.id, g.company_id, g.owner_id, g.co_owners, g.name, g.description, g.created_at';
/** One group of a company, not deleted. */
const ONE_GROUP = 'FROM org_groups g WHERE g.id = $1 AND g.company_id = $2 AND NOT g.is_deleted';

const GROUP_SELECT = `${HEAD_SELECT},
  (SELECT count(*) FROM org_group_members m WHERE m.group_id = g.id)::text AS member_count,
  (SELECT count(*) FROM (${trainingsOfGroupsSql('SELECT g.id')}) x)::text AS training_count,
  (SELECT count(*) FROM org_group_bundles gb JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted WHERE gb.group_id = g.id)::text AS bundle_count`;

const toGroup = (r: RawGroup): GroupRow => ({
  ...toOwned(r),
  memberCount: Number(r.member_count),
  trainingCount: Number(r.training_count),
  bundleCount: Number(r.bundle_count),
});

/** One page of the company's groups, newest first, filtered by search (name, description) and the user's ownership. */
export async function listGroups(q: Queryable, o: OwnedPageQuery): Promise<{ rows: GroupRow[]; total: number }> {
  const { rows, total } = await ownedPage<RawGroup>(q, { table: 'org_groups', alias: 'g', select: GROUP_SELECT }, o);
  return { rows: rows.map(toGroup), total };
}

/** A group without its counts (access checks, reports that count elsewhere): counting a unit of 10,000 members per request is not free. */
export async function getGroupHead(q: Queryable, companyId: string, id: string): Promise<OwnedRow | undefined> {
  const { rows } = await q.query<RawOwned>(`${HEAD_SELECT} ${ONE_GROUP}`, [id, companyId]);
  return rows[0] ? toOwned(rows[0]) : undefined;
}

export async function getGroup(q: Queryable, companyId: string, id: string): Promise<GroupRow | undefined> {
  const { rows } = await q.query<RawGroup>(`${GROUP_SELECT} ${ONE_GROUP}`, [id, companyId]);
  return rows[0] ? toGroup(rows[0]) : undefined;
}

export async function groupMembers(q: Queryable, groupId: string): Promise<{ userId: string; addedAt: string }[]> {
  const { rows } = await q.query<{ user_id: string; added_at: Date | string }>('SELECT user_id, added_at FROM org_group_members WHERE group_id = $1', [groupId]);
  return rows.map((r) => ({ userId: r.user_id, addedAt: new Date(r.added_at).toISOString() }));
}

export interface GroupTrainingRow {
  trainingId: TrainingId;
  assignedAt: string;
  deadline: string | null;
  deadlineWeeks: number | null;
  viaBundle: { id: string; name: string } | null;
}

/** Trainings of a group with their effective deadline (override, then direct, then bundle). */
export async function groupTrainings(q: Queryable, groupId: string): Promise<GroupTrainingRow[]> {
  const { rows } = await q.query<{
    training_id: string;
    assigned_at: Date | string;
    deadline: Date | string | null;
    deadline_weeks: number | null;
    bundle_id: string | null;
    bundle_name: string | null;
  }>(
    `WITH direct AS (
       SELECT training_id, assigned_at, deadline, deadline_weeks, NULL::text AS bundle_id, NULL::text AS bundle_name
         FROM org_group_trainings WHERE group_id = $1
     ), via AS (
       SELECT DISTINCT ON (bt.training_id) bt.training_id, gb.assigned_at, gb.deadline, gb.deadline_weeks, b.id AS bundle_id, b.name AS bundle_name
         FROM org_group_bundles gb JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted
         JOIN org_bundle_trainings bt ON bt.bundle_id = gb.bundle_id
        WHERE gb.group_id = $1 AND bt.training_id NOT IN (SELECT training_id FROM direct)
        ORDER BY bt.training_id, gb.assigned_at
     )
     SELECT a.training_id, a.assigned_at, COALESCE(d.deadline, a.deadline) AS deadline, COALESCE(d.deadline_weeks, a.deadline_weeks) AS deadline_weeks,
            a.bundle_id, a.bundle_name
       FROM (SELECT * FROM direct UNION ALL SELECT * FROM via) a
       LEFT JOIN org_group_deadlines d ON d.group_id = $1 AND d.training_id = a.training_id
      ORDER BY a.assigned_at, a.training_id`,
    [groupId],
  );
  return rows.map((r) => ({
    trainingId: asTrainingId(r.training_id),
    assignedAt: new Date(r.assigned_at).toISOString(),
    deadline: r.deadline ? new Date(r.deadline).toISOString() : null,
    deadlineWeeks: r.deadline_weeks,
    viaBundle: r.bundle_id ? { id: r.bundle_id, name: r.bundle_name ?? '' } : null,
  }));
}

/** Groups of a company with member counts (operator backoffice). */
export async function companyGroups(q: Queryable, companyId: string): Promise<{ id: string; name: string; memberCount: number }[]> {
  const { rows } = await q.query<{ id: string; name: string; n: string }>(
    `SELECT g.id, g.name, (SELECT count(*) FROM org_group_members m WHERE m.group_id = g.id)::text AS n
       FROM org_groups g WHERE g.company_id = $1 AND NOT g.is_deleted ORDER BY lower(g.name), g.id`,
    [companyId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, memberCount: Number(r.n) }));
}

/** Current member ids of several groups in one query (groups without members are absent). */
export async function groupMemberIds(q: Queryable, groupIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (groupIds.length === 0) return out;
  const { rows } = await q.query<{ group_id: string; user_id: string }>('SELECT group_id, user_id FROM org_group_members WHERE group_id = ANY($1::text[])', [
    [...new Set(groupIds)],
  ]);
  for (const r of rows) {
    const list = out.get(r.group_id);
    if (list) list.push(r.user_id);
    else out.set(r.group_id, [r.user_id]);
  }
  return out;
}

/** True when the user is currently a member of the group. */
export async function isGroupMember(q: Queryable, groupId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM org_group_members WHERE group_id = $1 AND user_id = $2', [groupId, userId]);
  return rows.length > 0;
}

/** Live groups of a company whose name is one of `names` (case-insensitive, trimmed), with owner and co-owners for the policy. */
export async function groupsByNames(q: Queryable, companyId: string, names: readonly string[]): Promise<{ id: string; name: string; ownerId: string; coOwners: string[] }[]> {
  if (names.length === 0) return [];
  const { rows } = await q.query<{ id: string; name: string; owner_id: string; co_owners: string[] }>(
    `SELECT id, name, owner_id, co_owners FROM org_groups
      WHERE company_id = $1 AND NOT is_deleted AND lower(btrim(name)) = ANY($2::text[])`,
    [companyId, names.map((n) => n.trim().toLowerCase())],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, ownerId: r.owner_id, coOwners: r.co_owners }));
}

/** The company's groups among `ids` that exist (not deleted), with their names (kiosks: the units allowed on one). */
export async function groupsByIds(q: Queryable, companyId: string, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: string; name: string }>('SELECT id, name FROM org_groups WHERE company_id = $1 AND NOT is_deleted AND id = ANY($2::text[]) ORDER BY name, id', [
    companyId,
    [...ids],
  ]);
  return rows;
}

/** Whether the person is a member of one of these groups (of the company, not deleted). */
export async function isMemberOfAny(q: Queryable, companyId: string, userId: string, groupIds: readonly string[]): Promise<boolean> {
  if (groupIds.length === 0) return false;
  const { rows } = await q.query(
    `SELECT 1 FROM org_group_members m JOIN org_groups g ON g.id = m.group_id
      WHERE m.user_id = $1 AND m.group_id = ANY($2::text[]) AND g.company_id = $3 AND NOT g.is_deleted LIMIT 1`,
    [userId, [...groupIds], companyId],
  );
  return rows.length > 0;
}
