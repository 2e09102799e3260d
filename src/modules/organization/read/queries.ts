import { escapeLike, type Queryable } from '../../../platform/db';

export interface GroupRow {
  id: string;
  companyId: string;
  ownerId: string;
  coOwners: string[];
  name: string;
  description: string;
  memberCount: number;
  trainingCount: number;
  bundleCount: number;
  createdAt: string;
}

interface RawGroup {
  id: string;
  company_id: string;
  owner_id: string;
  co_owners: string[];
  name: string;
  description: string;
  member_count: string;
  training_count: string;
  bundle_count: string;
  created_at: Date | string;
  total?: string;
}

/**
 * Trainings of some groups, directly or through assigned bundles. The groups come first, so the
 * planner never walks other groups' (or other companies') assignments.
 */
const trainingsOfGroupsSql = (groups: string) => `
  SELECT gt.group_id, gt.training_id FROM org_group_trainings gt WHERE gt.group_id IN (${groups})
  UNION
  SELECT gb.group_id, bt.training_id FROM org_group_bundles gb
    JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted
    JOIN org_bundle_trainings bt ON bt.bundle_id = gb.bundle_id
   WHERE gb.group_id IN (${groups})`;

const GROUP_SELECT = `SELECT g.id, g.company_id, g.owner_id, g.co_owners, g.name, g.description, g.created_at,
  (SELECT count(*) FROM org_group_members m WHERE m.group_id = g.id)::text AS member_count,
  (SELECT count(*) FROM (${trainingsOfGroupsSql('SELECT g.id')}) x)::text AS training_count,
  (SELECT count(*) FROM org_group_bundles gb JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted WHERE gb.group_id = g.id)::text AS bundle_count`;

const toGroup = (r: RawGroup): GroupRow => ({
  id: r.id,
  companyId: r.company_id,
  ownerId: r.owner_id,
  coOwners: r.co_owners,
  name: r.name,
  description: r.description,
  memberCount: Number(r.member_count),
  trainingCount: Number(r.training_count),
  bundleCount: Number(r.bundle_count),
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listGroups(
  q: Queryable,
  o: { companyId: string; userId: string; search: string; ownership: 'alle' | 'owner' | 'coowner'; page: number; pageSize: number },
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = ['g.company_id = $1', 'NOT g.is_deleted', '$2::text IS NOT NULL'];
  const params: unknown[] = [o.companyId, o.userId];
  if (o.ownership === 'owner') where.push('g.owner_id = $2');
  if (o.ownership === 'coowner') where.push('$2 = ANY(g.co_owners)');
  const s = o.search.trim().toLowerCase();
  if (s) {
    params.push(escapeLike(s));
    where.push(`lower(g.name || ' ' || g.description) LIKE '%' || $${params.length} || '%'`);
  }
  params.push(o.pageSize, (o.page - 1) * o.pageSize);
  const { rows } = await q.query<RawGroup>(
    `${GROUP_SELECT}, count(*) OVER ()::text AS total FROM org_groups g WHERE ${where.join(' AND ')}
      ORDER BY g.created_at DESC, g.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && o.page > 1) {
    const { rows: c } = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM org_groups g WHERE ${where.join(' AND ')}`, params.slice(0, -2));
    total = Number(c[0]?.n ?? 0);
  }
  return { rows: rows.map(toGroup), total };
}

export async function getGroup(q: Queryable, companyId: string, id: string): Promise<GroupRow | undefined> {
  const { rows } = await q.query<RawGroup>(`${GROUP_SELECT} FROM org_groups g WHERE g.id = $1 AND g.company_id = $2 AND NOT g.is_deleted`, [id, companyId]);
  return rows[0] ? toGroup(rows[0]) : undefined;
}

export async function groupMembers(q: Queryable, groupId: string): Promise<{ userId: string; addedAt: string }[]> {
  const { rows } = await q.query<{ user_id: string; added_at: Date | string }>('SELECT user_id, added_at FROM org_group_members WHERE group_id = $1', [groupId]);
  return rows.map((r) => ({ userId: r.user_id, addedAt: new Date(r.added_at).toISOString() }));
}

export interface GroupTrainingRow {
  trainingId: string;
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
    trainingId: r.training_id,
    assignedAt: new Date(r.assigned_at).toISOString(),
    deadline: r.deadline ? new Date(r.deadline).toISOString() : null,
    deadlineWeeks: r.deadline_weeks,
    viaBundle: r.bundle_id ? { id: r.bundle_id, name: r.bundle_name ?? '' } : null,
  }));
}

export interface AssignmentRow {
  trainingId: string;
  groupId: string;
  groupName: string;
  deadline: string | null;
}

/** Every training assigned to a user through their groups (direct or via bundles), with deadlines. */
export async function userAssignments(q: Queryable, companyId: string, userId: string): Promise<AssignmentRow[]> {
  const { rows: groups } = await q.query<{ id: string; name: string }>(
    `SELECT g.id, g.name FROM org_group_members m JOIN org_groups g ON g.id = m.group_id AND NOT g.is_deleted
      WHERE m.user_id = $1 AND g.company_id = $2`,
    [userId, companyId],
  );
  const out: AssignmentRow[] = [];
  for (const g of groups) {
    for (const t of await groupTrainings(q, g.id)) out.push({ trainingId: t.trainingId, groupId: g.id, groupName: g.name, deadline: t.deadline });
  }
  return out;
}

export async function assignedTrainingIds(q: Queryable, companyId: string, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ training_id: string }>(
    `SELECT DISTINCT x.training_id FROM (${trainingsOfGroupsSql(
      `SELECT m.group_id FROM org_group_members m JOIN org_groups g ON g.id = m.group_id AND NOT g.is_deleted AND g.company_id = $2 WHERE m.user_id = $1`,
    )}) x`,
    [userId, companyId],
  );
  return rows.map((r) => r.training_id);
}

export interface BundleRow {
  id: string;
  companyId: string;
  ownerId: string;
  name: string;
  description: string;
  trainingIds: string[];
  createdAt: string;
}

export async function listBundles(q: Queryable, companyId: string, ids?: readonly string[]): Promise<BundleRow[]> {
  const { rows } = await q.query<{ id: string; company_id: string; owner_id: string; name: string; description: string; created_at: Date | string; training_ids: string[] | null }>(
    `SELECT b.id, b.company_id, b.owner_id, b.name, b.description, b.created_at,
            (SELECT array_agg(bt.training_id ORDER BY bt.order_index) FROM org_bundle_trainings bt WHERE bt.bundle_id = b.id) AS training_ids
       FROM org_bundles b WHERE b.company_id = $1 AND NOT b.is_deleted AND ($2::text[] IS NULL OR b.id = ANY($2::text[]))
      ORDER BY b.created_at DESC, b.id`,
    [companyId, ids ? [...ids] : null],
  );
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    ownerId: r.owner_id,
    name: r.name,
    description: r.description,
    trainingIds: r.training_ids ?? [],
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function groupBundles(q: Queryable, groupId: string): Promise<{ bundleId: string; assignedAt: string; deadline: string | null }[]> {
  const { rows } = await q.query<{ bundle_id: string; assigned_at: Date | string; deadline: Date | string | null }>(
    `SELECT gb.bundle_id, gb.assigned_at, gb.deadline FROM org_group_bundles gb JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted
      WHERE gb.group_id = $1 ORDER BY gb.assigned_at`,
    [groupId],
  );
  return rows.map((r) => ({ bundleId: r.bundle_id, assignedAt: new Date(r.assigned_at).toISOString(), deadline: r.deadline ? new Date(r.deadline).toISOString() : null }));
}

export async function bundleNamesContaining(q: Queryable, companyId: string, trainingId: string): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT b.name FROM org_bundle_trainings bt JOIN org_bundles b ON b.id = bt.bundle_id AND NOT b.is_deleted
      WHERE bt.training_id = $1 AND b.company_id = $2 ORDER BY b.name`,
    [trainingId, companyId],
  );
  return rows.map((r) => r.name);
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

/** A group as seen by one user: for the infolog (dashboard, bell). */
export interface UserGroupRef {
  id: string;
  name: string;
  ownerId: string;
  coOwners: string[];
  isMember: boolean;
}

/**
 * Non-deleted groups of a company the user is a member of; with `includeOwned` also the groups
 * they own or co-own. Sorted by name. Starts from the membership index when owned groups are not
 * needed (the cheap path of the notification bell).
 */
export async function groupsOfUser(q: Queryable, companyId: string, userId: string, opts: { includeOwned: boolean }): Promise<UserGroupRef[]> {
  type Raw = { id: string; name: string; owner_id: string; co_owners: string[]; is_member: boolean };
  const { rows } = opts.includeOwned
    ? await q.query<Raw>(
        `SELECT g.id, g.name, g.owner_id, g.co_owners, EXISTS (SELECT 1 FROM org_group_members m WHERE m.group_id = g.id AND m.user_id = $2) AS is_member
           FROM org_groups g
          WHERE g.company_id = $1 AND NOT g.is_deleted
            AND (g.owner_id = $2 OR $2 = ANY(g.co_owners) OR EXISTS (SELECT 1 FROM org_group_members m WHERE m.group_id = g.id AND m.user_id = $2))
          ORDER BY lower(g.name), g.id`,
        [companyId, userId],
      )
    : await q.query<Raw>(
        `SELECT g.id, g.name, g.owner_id, g.co_owners, true AS is_member
           FROM org_group_members m JOIN org_groups g ON g.id = m.group_id
          WHERE m.user_id = $2 AND g.company_id = $1 AND NOT g.is_deleted
          ORDER BY lower(g.name), g.id`,
        [companyId, userId],
      );
  return rows.map((r) => ({ id: r.id, name: r.name, ownerId: r.owner_id, coOwners: r.co_owners, isMember: r.is_member }));
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

/** Whether `managerId` owns or co-owns a (not deleted) group that `userId` is a member of. */
export async function sharesManagedGroup(q: Queryable, companyId: string, managerId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM org_groups g JOIN org_group_members m ON m.group_id = g.id AND m.user_id = $3
      WHERE g.company_id = $1 AND NOT g.is_deleted AND (g.owner_id = $2 OR $2 = ANY(g.co_owners)) LIMIT 1`,
    [companyId, managerId, userId],
  );
  return rows.length > 0;
}

/** Groups the user is a member of, with their member counts. */
export async function memberGroups(q: Queryable, companyId: string, userId: string): Promise<{ id: string; name: string; description: string; memberCount: number }[]> {
  const { rows } = await q.query<{ id: string; name: string; description: string; member_count: string }>(
    `SELECT g.id, g.name, g.description, (SELECT count(*) FROM org_group_members x WHERE x.group_id = g.id)::text AS member_count
       FROM org_group_members m JOIN org_groups g ON g.id = m.group_id AND NOT g.is_deleted AND g.company_id = $1
      WHERE m.user_id = $2 ORDER BY lower(g.name), g.id`,
    [companyId, userId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, memberCount: Number(r.member_count) }));
}

/** Groups a manager owns or co-owns: how many, their distinct members and distinct assigned trainings. */
export async function managedGroupsSummary(q: Queryable, companyId: string, managerId: string): Promise<{ groupIds: string[]; members: number; trainings: number }> {
  const { rows } = await q.query<{ ids: string[] | null; members: string; trainings: string }>(
    `WITH mine AS (SELECT id FROM org_groups WHERE company_id = $1 AND NOT is_deleted AND (owner_id = $2 OR $2 = ANY(co_owners)))
     SELECT (SELECT array_agg(id ORDER BY id) FROM mine) AS ids,
            (SELECT count(DISTINCT user_id) FROM org_group_members WHERE group_id IN (SELECT id FROM mine))::text AS members,
            (SELECT count(DISTINCT training_id) FROM (${trainingsOfGroupsSql('SELECT id FROM mine')}) x)::text AS trainings`,
    [companyId, managerId],
  );
  const r = rows[0];
  return { groupIds: r?.ids ?? [], members: Number(r?.members ?? 0), trainings: Number(r?.trainings ?? 0) };
}

/**
 * One page of distinct (member, training) assignment pairs of the company, or of the given groups,
 * in key order after `after` (keyset pagination, so callers never hold a whole tenant in memory).
 */
export async function assignmentPairs(
  q: Queryable,
  companyId: string,
  groupIds: readonly string[] | null,
  after: { userId: string; trainingId: string } | null,
  limit: number,
): Promise<{ userId: string; trainingId: string }[]> {
  const groups = `SELECT id FROM org_groups WHERE company_id = $1 AND NOT is_deleted AND ($2::text[] IS NULL OR id = ANY($2::text[]))`;
  const { rows } = await q.query<{ user_id: string; training_id: string }>(
    `SELECT DISTINCT m.user_id, x.training_id FROM org_group_members m
       JOIN (${trainingsOfGroupsSql(groups)}) x ON x.group_id = m.group_id
      WHERE m.group_id IN (${groups})
        AND ($3::text IS NULL OR (m.user_id, x.training_id) > ($3::text, $4::text))
      ORDER BY m.user_id, x.training_id LIMIT $5`,
    [companyId, groupIds, after?.userId ?? null, after?.trainingId ?? null, limit],
  );
  return rows.map((r) => ({ userId: r.user_id, trainingId: r.training_id }));
}
