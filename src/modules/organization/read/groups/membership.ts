import type { Queryable } from '../../../../platform/db';
import { trainingsOfGroupsSql } from './queries';
import { asGroupId, asTrainingId, type GroupId, type TrainingId } from '../../../../shared/contracts/ids';

export interface AssignmentRow {
  trainingId: TrainingId;
  groupId: GroupId;
  groupName: string;
  deadline: string | null;
}

/**
 * Every training assigned to a user through their groups (direct or via bundles), with each group's
 * deadline in effect (override, then direct, then the earliest bundle): one query, whatever the
 * number of groups.
 */
export async function userAssignments(q: Queryable, companyId: string, userId: string): Promise<AssignmentRow[]> {
  const { rows } = await q.query<{ training_id: string; group_id: string; group_name: string; deadline: Date | string | null }>(
    `WITH mine AS (
       SELECT g.id, g.name FROM org_group_members m JOIN org_groups g ON g.id = m.group_id AND NOT g.is_deleted AND g.company_id = $2 WHERE m.user_id = $1
     ), direct AS (
       SELECT gt.group_id, gt.training_id, gt.deadline FROM org_group_trainings gt WHERE gt.group_id IN (SELECT id FROM mine)
     ), via AS (
       SELECT DISTINCT ON (gb.group_id, bt.training_id) gb.group_id, bt.training_id, gb.deadline
         FROM org_group_bundles gb JOIN org_bundles b ON b.id = gb.bundle_id AND NOT b.is_deleted
         JOIN org_bundle_trainings bt ON bt.bundle_id = gb.bundle_id
        WHERE gb.group_id IN (SELECT id FROM mine)
          AND NOT EXISTS (SELECT 1 FROM direct d WHERE d.group_id = gb.group_id AND d.training_id = bt.training_id)
        ORDER BY gb.group_id, bt.training_id, gb.assigned_at
     )
     SELECT a.training_id, a.group_id, mine.name AS group_name, COALESCE(o.deadline, a.deadline) AS deadline
       FROM (SELECT * FROM direct UNION ALL SELECT * FROM via) a
       JOIN mine ON mine.id = a.group_id
       LEFT JOIN org_group_deadlines o ON o.group_id = a.group_id AND o.training_id = a.training_id
      ORDER BY lower(mine.name), a.group_id, a.training_id`,
    [userId, companyId],
  );
  return rows.map((r) => ({ trainingId: asTrainingId(r.training_id), groupId: asGroupId(r.group_id), groupName: r.group_name, deadline: r.deadline ? new Date(r.deadline).toISOString() : null }));
}

export async function assignedTrainingIds(q: Queryable, companyId: string, userId: string): Promise<TrainingId[]> {
  const { rows } = await q.query<{ training_id: string }>(
    `SELECT DISTINCT x.training_id FROM (${trainingsOfGroupsSql(
      `SELECT m.group_id FROM org_group_members m JOIN org_groups g ON g.id = m.group_id AND NOT g.is_deleted AND g.company_id = $2 WHERE m.user_id = $1`,
    )}) x`,
    [userId, companyId],
  );
  return rows.map((r) => asTrainingId(r.training_id));
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
