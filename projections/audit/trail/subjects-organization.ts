import type { RecordedEvent } from '../../../src/platform/eventstore';
import { groupIdOf, organizationEvents, organizationStreams } from '../../../src/modules/organization';
import { idIn, type NameBook } from './name-book';
import type { Subject } from './subjects';

export function organization(book: NameBook, r: RecordedEvent): Subject | null {
  const e = organizationEvents.decode(r);
  const groupId = idIn(organizationStreams.group, r.streamId);
  const bundleId = idIn(organizationStreams.bundle, r.streamId);
  switch (e.type) {
    case 'organization.GroupCreated':
      book.groups.set(e.data.groupId, { companyId: e.data.companyId, name: e.data.name });
      return { at: e.data.createdAt, groupId: e.data.groupId };
    case 'organization.GroupDetailsChanged': {
      const before = book.groups.get(groupId);
      const after = () => book.groups.set(groupId, { companyId: before?.companyId ?? r.tenantId, name: e.data.name });
      return { at: e.data.changedAt, groupId, data: { name: e.data.name, renamed: before ? before.name !== e.data.name : false }, after };
    }
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
      book.bundles.set(e.data.bundleId, { companyId: e.data.companyId, name: e.data.name });
      return { at: e.data.createdAt, bundleId: e.data.bundleId };
    case 'organization.BundleDetailsChanged': {
      const before = book.bundles.get(bundleId);
      const after = () => book.bundles.set(bundleId, { companyId: before?.companyId ?? r.tenantId, name: e.data.name });
      return { at: e.data.changedAt, bundleId, data: { name: e.data.name, renamed: before ? before.name !== e.data.name : false }, after };
    }
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
