import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { groupIdOf, organizationEvents, streams, type OrganizationEvent } from '../../domain/events';

type MemberEvent = Extract<OrganizationEvent, { type: 'organization.MemberAdded' | 'organization.MemberRemoved' }>;

const isMemberEvent = (e: OrganizationEvent): e is MemberEvent => e.type === 'organization.MemberAdded' || e.type === 'organization.MemberRemoved';

/** A member event, from a membership stream or (before ADR 0007) from the group stream: plain idempotent SQL. */
async function applyMember(tx: Queryable, e: MemberEvent, r: RecordedEvent): Promise<void> {
  const groupId = groupIdOf(r.streamId, e.data);
  if (e.type === 'organization.MemberAdded') {
    await tx.query('INSERT INTO org_group_members (group_id, user_id, added_at) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING', [groupId, e.data.userId, e.data.addedAt]);
  } else {
    await tx.query('DELETE FROM org_group_members WHERE group_id = $1 AND user_id = $2', [groupId, e.data.userId]);
  }
}

async function applyGroup(tx: Queryable, e: OrganizationEvent, r: RecordedEvent): Promise<void> {
  // a membership stream's events carry their groupId and leave the group row (and its version) alone
  if (isMemberEvent(e) && e.data.groupId !== undefined) return applyMember(tx, e, r);
  const id = streams.group.idOf(r.streamId);
  if (e.type === 'organization.GroupCreated') {
    const d = e.data;
    await tx.query(
      `INSERT INTO org_groups (id, company_id, owner_id, name, description, created_at, version) VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (id) DO NOTHING`,
      [id, d.companyId, d.ownerId, d.name, d.description, d.createdAt, r.streamVersion],
    );
    return;
  }
  // every later event bumps the version once; a second application changes nothing
  const { rows } = await tx.query('UPDATE org_groups SET version = $2 WHERE id = $1 AND version < $2 RETURNING id', [id, r.streamVersion]);
  if (rows.length === 0) return;
  switch (e.type) {
    case 'organization.GroupDetailsChanged':
      await tx.query('UPDATE org_groups SET name = $2, description = $3 WHERE id = $1', [id, e.data.name, e.data.description]);
      return;
    case 'organization.GroupDeleted':
      await tx.query('UPDATE org_groups SET is_deleted = true WHERE id = $1', [id]);
      return;
    case 'organization.MemberAdded':
    case 'organization.MemberRemoved':
      await applyMember(tx, e, r);
      return;
    case 'organization.TrainingAssigned':
      await tx.query(
        `INSERT INTO org_group_trainings (group_id, training_id, assigned_at, deadline, deadline_weeks) VALUES ($1,$2,$3,$4,$5) ON CONFLICT DO NOTHING`,
        [id, e.data.trainingId, e.data.assignedAt, e.data.deadline, e.data.deadlineWeeks],
      );
      await tx.query('DELETE FROM org_group_deadlines WHERE group_id = $1 AND training_id = $2', [id, e.data.trainingId]);
      return;
    case 'organization.TrainingUnassigned':
      await tx.query('DELETE FROM org_group_trainings WHERE group_id = $1 AND training_id = $2', [id, e.data.trainingId]);
      return;
    case 'organization.DeadlineSet':
      await tx.query(
        `INSERT INTO org_group_deadlines (group_id, training_id, deadline, deadline_weeks) VALUES ($1,$2,$3,$4)
         ON CONFLICT (group_id, training_id) DO UPDATE SET deadline = EXCLUDED.deadline, deadline_weeks = EXCLUDED.deadline_weeks`,
        [id, e.data.trainingId, e.data.deadline, e.data.deadlineWeeks],
      );
      return;
    case 'organization.GroupCoOwnerAdded':
      await tx.query('UPDATE org_groups SET co_owners = array_append(array_remove(co_owners, $2), $2) WHERE id = $1', [id, e.data.userId]);
      return;
    case 'organization.GroupCoOwnerRemoved':
      await tx.query('UPDATE org_groups SET co_owners = array_remove(co_owners, $2) WHERE id = $1', [id, e.data.userId]);
      return;
    case 'organization.BundleAssigned':
      await tx.query(
        `INSERT INTO org_group_bundles (group_id, bundle_id, assigned_at, deadline, deadline_weeks) VALUES ($1,$2,$3,$4,$5) ON CONFLICT DO NOTHING`,
        [id, e.data.bundleId, e.data.assignedAt, e.data.deadline, e.data.deadlineWeeks],
      );
      return;
    case 'organization.BundleUnassigned':
      await tx.query('DELETE FROM org_group_bundles WHERE group_id = $1 AND bundle_id = $2', [id, e.data.bundleId]);
      return;
    default:
      return;
  }
}

const GROUP_TYPES = organizationEvents.types.filter((t) => !t.startsWith('organization.Bundle') || t === 'organization.BundleAssigned' || t === 'organization.BundleUnassigned');
export const groupsProjection: Projection = tableProjection({
  name: 'organization.groups',
  version: 1,
  eventTypes: GROUP_TYPES,
  tables: ['org_group_members', 'org_group_trainings', 'org_group_deadlines', 'org_group_bundles', 'org_groups'],
  codec: organizationEvents,
  applyEvent: applyGroup,
});
