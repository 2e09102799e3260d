import type { RecordedEvent } from '../../../src/platform/eventstore';
import { groupIdOf, organizationEvents, organizationStreams } from '../../../src/modules/organization';
import { idIn, type NameBook } from './name-book';
import type { Subject } from './subjects';

/** A new unit or bundle: booked under its company and name; answers its id. */
function created(names: NameBook['groups'], id: string, { companyId, name }: { companyId: string; name: string }): string {
  names.set(id, { companyId, name });
  return id;
}

/**
 * A unit's or a bundle's changed details: whether it was renamed (else only its description
 * changed), and its new name for the book once the row took the old one.
 */
function detailsChanged(names: NameBook['groups'], id: string, name: string, tenantId: string) {
  const before = names.get(id);
  const after = () => names.set(id, { companyId: before?.companyId ?? tenantId, name });
  return { data: { name, renamed: before ? before.name !== name : false }, after };
}

export function organization(book: NameBook, r: RecordedEvent): Subject | null {
  const e = organizationEvents.decode(r);
  const groupId = idIn(organizationStreams.group, r.streamId);
  const bundleId = idIn(organizationStreams.bundle, r.streamId);
  switch (e.type) {
    case 'organization.GroupCreated':
      return { at: e.data.createdAt, groupId: created(book.groups, e.data.groupId, e.data) };
    case 'organization.GroupDetailsChanged':
      return { at: e.data.changedAt, groupId, ...detailsChanged(book.groups, groupId, e.data.name, r.tenantId) };
    case 'organization.GroupDeleted':
      return { at: e.data.deletedAt, groupId };
    case 'organization.MemberAdded':
      return { at: e.data.addedAt, groupId: groupIdOf(r.streamId, e.data), userId: e.data.userId };
    case 'organization.MemberRemoved':
      return { at: e.data.removedAt, groupId: groupIdOf(r.streamId, e.data), userId: e.data.userId };
    case 'organization.TrainingAssigned':
      return { at: e.data.assignedAt, groupId, trainingId: e.data.trainingId, data: { deadline: e.data.deadline, deadlineWeeks: e.data.deadlineWeeks } };
    case 'organization.TrainingUnassigned':
      return { at: e.data.unassignedAt, groupId, trainingId: e.data.trainingId };
    case 'organization.DeadlineSet':
      return { at: e.data.setAt, groupId, trainingId: e.data.trainingId, data: { deadline: e.data.deadline, deadlineWeeks: e.data.deadlineWeeks } };
    case 'organization.BundleAssigned':
      return { at: e.data.assignedAt, groupId, bundleId: e.data.bundleId, data: { deadline: e.data.deadline, deadlineWeeks: e.data.deadlineWeeks } };
    case 'organization.BundleUnassigned':
      return { at: e.data.unassignedAt, groupId, bundleId: e.data.bundleId };
    case 'organization.GroupCoOwnerAdded':
      return { at: e.data.addedAt, groupId, userId: e.data.userId };
    case 'organization.GroupCoOwnerRemoved':
      return { at: e.data.removedAt, groupId, userId: e.data.userId };
    case 'organization.BundleCreated':
      return { at: e.data.createdAt, bundleId: created(book.bundles, e.data.bundleId, e.data) };
    case 'organization.BundleDetailsChanged':
      return { at: e.data.changedAt, bundleId, ...detailsChanged(book.bundles, bundleId, e.data.name, r.tenantId) };
    case 'organization.BundleTrainingsSet':
      return {
        at: e.data.setAt,
        bundleId,
        data: { trainingIds: e.data.trainingIds, trainingTitles: e.data.trainingIds.map((t) => book.trainings.get(t)?.title ?? null) },
      };
    case 'organization.BundleDeleted':
      return { at: e.data.deletedAt, bundleId };
    default:
      return null;
  }
}
