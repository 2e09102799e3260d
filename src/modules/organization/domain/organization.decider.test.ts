import { describe, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { groupDecider, type UserFacts } from './group';
import { bundleDecider } from './bundle';
import type { OrganizationEvent } from './events';

const { owner, co, otherManager, root, admin, employee } = actors;

const user = (userId: string, role: UserFacts['role'] = 'non-managing', companyId = 'c1'): UserFacts => ({ userId, companyId, role, isActive: true });

const created: OrganizationEvent = { type: 'organization.GroupCreated', data: { groupId: 'g1', companyId: 'c1', ownerId: 'owner', name: 'Werkstatt', description: '', createdAt: at } };
const coAdded: OrganizationEvent = { type: 'organization.GroupCoOwnerAdded', data: { userId: 'co', addedAt: at } };

describe('group decider', () => {
  it('creates a group with a trimmed name; GroupNameRequired; NotAllowedToCreateGroups', () => {
    given(groupDecider).when({ type: 'CreateGroup', actor: owner, groupId: 'g1', companyId: 'c1', name: ' Werkstatt ', description: '', now }).then([created]);
    given(groupDecider).when({ type: 'CreateGroup', actor: owner, groupId: 'g1', companyId: 'c1', name: '  ', description: '', now }).thenFails('GroupNameRequired');
    given(groupDecider).when({ type: 'CreateGroup', actor: employee, groupId: 'g1', companyId: 'c1', name: 'X', description: '', now }).thenFails('NotAllowedToCreateGroups');
  });
  // AddMember and RemoveMember moved to the membership decider (ADR 0007): membership.decider.test.ts
  it('edit level: root, admin, owner, co-owner; NotAllowedToEditGroup for another manager', () => {
    for (const actor of [root, admin, owner, co]) {
      given(groupDecider, [created, coAdded]).when({ type: 'ChangeGroupDetails', actor, name: 'Lager', description: '', now }).then([
        { type: 'organization.GroupDetailsChanged', data: { name: 'Lager', description: '', changedAt: at } },
      ]);
    }
    given(groupDecider, [created]).when({ type: 'ChangeGroupDetails', actor: otherManager, name: 'Lager', description: '', now }).thenFails('NotAllowedToEditGroup');
  });
  it('strict level: NotAllowedToDeleteGroup and NotAllowedToManageGroupCoOwners for admin and co-owners', () => {
    given(groupDecider, [created, coAdded]).when({ type: 'DeleteGroup', actor: admin, now }).thenFails('NotAllowedToDeleteGroup');
    given(groupDecider, [created, coAdded]).when({ type: 'DeleteGroup', actor: co, now }).thenFails('NotAllowedToDeleteGroup');
    given(groupDecider, [created, coAdded]).when({ type: 'AddGroupCoOwner', actor: co, candidate: user('x', 'manager'), now }).thenFails('NotAllowedToManageGroupCoOwners');
    given(groupDecider, [created]).when({ type: 'DeleteGroup', actor: root, now }).then([{ type: 'organization.GroupDeleted', data: { deletedAt: at } }]);
  });
  it('assigns a training with a deadline of N weeks; DeadlineWeeksOutOfRange outside 1-4', () => {
    given(groupDecider, [created]).when({ type: 'AssignTraining', actor: owner, training: { id: 't1', companyId: 'c1' }, weeks: 2, now }).then([
      { type: 'organization.TrainingAssigned', data: { trainingId: 't1', deadline: '2026-12-06T10:00:00.000Z', deadlineWeeks: 2, assignedAt: at } },
    ]);
    given(groupDecider, [created]).when({ type: 'AssignTraining', actor: owner, training: { id: 't1', companyId: 'c1' }, weeks: 5, now }).thenFails('DeadlineWeeksOutOfRange');
    given(groupDecider, [created]).when({ type: 'AssignTraining', actor: owner, training: { id: 't1', companyId: 'c2' }, weeks: 2, now }).thenFails('TrainingNotFound');
  });
  it('SetDeadline works for direct and bundled trainings only', () => {
    given(groupDecider, [created]).when({ type: 'SetDeadline', actor: owner, trainingId: 't1', inAssignedBundle: false, weeks: 1, now }).thenFails('TrainingNotAssigned');
    given(groupDecider, [created]).when({ type: 'SetDeadline', actor: owner, trainingId: 't1', inAssignedBundle: true, weeks: 1, now }).then([
      { type: 'organization.DeadlineSet', data: { trainingId: 't1', deadline: '2026-11-29T10:00:00.000Z', deadlineWeeks: 1, setAt: at } },
    ]);
  });
  it('BundleLimitReached at 100 bundles; BundleAlreadyAssigned', () => {
    const hundred = Array.from({ length: 100 }, (_, i): OrganizationEvent => ({ type: 'organization.BundleAssigned', data: { bundleId: `b${i}`, deadline: null, deadlineWeeks: null, assignedAt: at } }));
    given(groupDecider, [created, ...hundred]).when({ type: 'AssignBundle', actor: owner, bundle: { id: 'b100', companyId: 'c1' }, weeks: null, now }).thenFails('BundleLimitReached');
    given(groupDecider, [created, ...hundred.slice(0, 99)]).when({ type: 'AssignBundle', actor: owner, bundle: { id: 'b100', companyId: 'c1' }, weeks: null, now }).then([
      { type: 'organization.BundleAssigned', data: { bundleId: 'b100', deadline: null, deadlineWeeks: null, assignedAt: at } },
    ]);
    given(groupDecider, [created, ...hundred.slice(0, 1)]).when({ type: 'AssignBundle', actor: owner, bundle: { id: 'b0', companyId: 'c1' }, weeks: null, now }).thenFails('BundleAlreadyAssigned');
  });
  it('CoOwnerLimitReached at 5, CoOwnerIsOwner, CoOwnerNotEligible', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((u): OrganizationEvent => ({ type: 'organization.GroupCoOwnerAdded', data: { userId: u, addedAt: at } }));
    given(groupDecider, [created, ...five]).when({ type: 'AddGroupCoOwner', actor: owner, candidate: user('f', 'manager'), now }).thenFails('CoOwnerLimitReached');
    given(groupDecider, [created]).when({ type: 'AddGroupCoOwner', actor: owner, candidate: user('owner', 'manager'), now }).thenFails('CoOwnerIsOwner');
    given(groupDecider, [created]).when({ type: 'AddGroupCoOwner', actor: owner, candidate: user('e1'), now }).thenFails('CoOwnerNotEligible');
  });
});

describe('bundle decider', () => {
  const bcreated: OrganizationEvent = { type: 'organization.BundleCreated', data: { bundleId: 'b1', companyId: 'c1', ownerId: 'owner', name: 'Onboarding', description: '', createdAt: at } };
  it('BundleNameRequired; AtLeastOneTrainingRequired; BundleTrainingNotFound; same list is a no-op', () => {
    given(bundleDecider).when({ type: 'CreateBundle', actor: owner, bundleId: 'b1', companyId: 'c1', name: ' ', description: '', now }).thenFails('BundleNameRequired');
    given(bundleDecider, [bcreated]).when({ type: 'SetBundleTrainings', actor: owner, trainingIds: [], knownTrainingIds: new Set(), allowEmpty: false, now }).thenFails('AtLeastOneTrainingRequired');
    given(bundleDecider, [bcreated]).when({ type: 'SetBundleTrainings', actor: owner, trainingIds: ['t9'], knownTrainingIds: new Set(['t1']), allowEmpty: false, now }).thenFails('BundleTrainingNotFound');
    given(bundleDecider, [bcreated, { type: 'organization.BundleTrainingsSet', data: { trainingIds: ['t1'], setAt: at } }])
      .when({ type: 'SetBundleTrainings', actor: owner, trainingIds: ['t1'], knownTrainingIds: new Set(['t1']), allowEmpty: false, now })
      .thenNothing();
  });
  it('NotAllowedToEditBundle for a manager who does not own it; root may', () => {
    given(bundleDecider, [bcreated]).when({ type: 'DeleteBundle', actor: otherManager, now }).thenFails('NotAllowedToEditBundle');
    given(bundleDecider, [bcreated]).when({ type: 'DeleteBundle', actor: root, now }).then([{ type: 'organization.BundleDeleted', data: { deletedAt: at } }]);
  });

  const bcoAdded: OrganizationEvent = { type: 'organization.BundleCoOwnerAdded', data: { userId: 'co', addedAt: at } };
  it('the owner adds a co-owner; a co-owner may then rename the bundle and set its trainings', () => {
    given(bundleDecider, [bcreated]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('co', 'manager'), now }).then([bcoAdded]);
    given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'ChangeBundleDetails', actor: co, name: 'Einarbeitung', description: '', now }).then([
      { type: 'organization.BundleDetailsChanged', data: { name: 'Einarbeitung', description: '', changedAt: at } },
    ]);
    given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'SetBundleTrainings', actor: co, trainingIds: ['t1'], knownTrainingIds: new Set(['t1']), allowEmpty: false, now }).then([
      { type: 'organization.BundleTrainingsSet', data: { trainingIds: ['t1'], setAt: at } },
    ]);
    // removed again: no longer allowed to edit
    const removed: OrganizationEvent = { type: 'organization.BundleCoOwnerRemoved', data: { userId: 'co', removedAt: at } };
    given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'RemoveBundleCoOwner', actor: owner, userId: 'co', now }).then([removed]);
    given(bundleDecider, [bcreated, bcoAdded, removed]).when({ type: 'ChangeBundleDetails', actor: co, name: 'X', description: '', now }).thenFails('NotAllowedToEditBundle');
  });
  it('NotAllowedToDeleteBundle for a co-owner; NotAllowedToManageBundleCoOwners for co-owners, root and admins', () => {
    given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'DeleteBundle', actor: co, now }).thenFails('NotAllowedToDeleteBundle');
    for (const actor of [co, root, admin, otherManager]) {
      given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'AddBundleCoOwner', actor, candidate: user('x', 'manager'), now }).thenFails('NotAllowedToManageBundleCoOwners');
      given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'RemoveBundleCoOwner', actor, userId: 'co', now }).thenFails('NotAllowedToManageBundleCoOwners');
    }
  });
  it('BundleCoOwnerLimitReached at 5; CoOwnerIsOwner; AlreadyCoOwner; CoOwnerNotEligible; CoOwnerNotFound; NotACoOwner', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((u): OrganizationEvent => ({ type: 'organization.BundleCoOwnerAdded', data: { userId: u, addedAt: at } }));
    given(bundleDecider, [bcreated, ...five]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('f', 'manager'), now }).thenFails('BundleCoOwnerLimitReached');
    given(bundleDecider, [bcreated, ...five.slice(0, 4)]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('f', 'admin'), now }).then([
      { type: 'organization.BundleCoOwnerAdded', data: { userId: 'f', addedAt: at } },
    ]);
    given(bundleDecider, [bcreated]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('owner', 'manager'), now }).thenFails('CoOwnerIsOwner');
    given(bundleDecider, [bcreated, bcoAdded]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('co', 'manager'), now }).thenFails('AlreadyCoOwner');
    given(bundleDecider, [bcreated]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('e1'), now }).thenFails('CoOwnerNotEligible');
    given(bundleDecider, [bcreated]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: { ...user('m9', 'manager'), isActive: false }, now }).thenFails('CoOwnerNotEligible');
    given(bundleDecider, [bcreated]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('m9', 'manager', 'c2'), now }).thenFails('CoOwnerNotFound');
    given(bundleDecider, [bcreated]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: null, now }).thenFails('CoOwnerNotFound');
    given(bundleDecider, [bcreated]).when({ type: 'RemoveBundleCoOwner', actor: owner, userId: 'co', now }).thenFails('NotACoOwner');
    given(bundleDecider, [bcreated, { type: 'organization.BundleDeleted', data: { deletedAt: at } }]).when({ type: 'AddBundleCoOwner', actor: owner, candidate: user('co', 'manager'), now }).thenFails('BundleNotFound');
  });
});
