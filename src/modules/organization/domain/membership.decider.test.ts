import { describe, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { groupDecider, type GroupState, type UserFacts } from './group';
import { membershipDecider } from './membership';
import type { OrganizationEvent } from './events';

const { owner, co, otherManager, root, admin } = actors;

const user = (userId: string, role: UserFacts['role'] = 'non-managing', companyId = 'c1'): UserFacts => ({ userId, companyId, role, isActive: true });

const created: OrganizationEvent = { type: 'organization.GroupCreated', data: { groupId: 'g1', companyId: 'c1', ownerId: 'owner', name: 'Werkstatt', description: '', createdAt: at } };
const coAdded: OrganizationEvent = { type: 'organization.GroupCoOwnerAdded', data: { userId: 'co', addedAt: at } };
/** The group stream as the handler loads it. */
const groupOf = (...events: OrganizationEvent[]): GroupState => events.reduce(groupDecider.evolve, groupDecider.initialState);
const group = groupOf(created, coAdded);

// events of the membership stream membership-g1-e1
const added: OrganizationEvent = { type: 'organization.MemberAdded', data: { groupId: 'g1', userId: 'e1', addedAt: at } };
const removed: OrganizationEvent = { type: 'organization.MemberRemoved', data: { groupId: 'g1', userId: 'e1', removedAt: at } };
// member events of an old group stream (before membership streams): no groupId
const legacyAdded: OrganizationEvent = { type: 'organization.MemberAdded', data: { userId: 'e1', addedAt: at } };
const legacyRemoved: OrganizationEvent = { type: 'organization.MemberRemoved', data: { userId: 'e1', removedAt: at } };

describe('membership decider', () => {
  it('edit level of the group: root, admin, owner, co-owner; NotAllowedToEditGroup for another manager', () => {
    for (const actor of [root, admin, owner, co]) {
      given(membershipDecider).when({ type: 'AddMember', group, actor, member: user('e1'), now }).then([added]);
    }
    given(membershipDecider).when({ type: 'AddMember', group, actor: otherManager, member: user('e1'), now }).thenFails('NotAllowedToEditGroup');
    given(membershipDecider, [added]).when({ type: 'RemoveMember', group, actor: otherManager, userId: 'e1', now }).thenFails('NotAllowedToEditGroup');
  });
  it('GroupNotFound for an unknown or deleted group, before anything else', () => {
    given(membershipDecider).when({ type: 'AddMember', group: groupOf(), actor: root, member: null, now }).thenFails('GroupNotFound');
    const deleted = groupOf(created, { type: 'organization.GroupDeleted', data: { deletedAt: at } });
    given(membershipDecider).when({ type: 'AddMember', group: deleted, actor: owner, member: user('e1'), now }).thenFails('GroupNotFound');
    given(membershipDecider, [added]).when({ type: 'RemoveMember', group: deleted, actor: owner, userId: 'e1', now }).thenFails('GroupNotFound');
  });
  it('MemberNotFound for other companies and unknown people; NotAllowedToEditGroup comes first', () => {
    given(membershipDecider).when({ type: 'AddMember', group, actor: owner, member: user('x', 'manager', 'c2'), now }).thenFails('MemberNotFound');
    given(membershipDecider).when({ type: 'AddMember', group, actor: owner, member: null, now }).thenFails('MemberNotFound');
    given(membershipDecider).when({ type: 'AddMember', group, actor: otherManager, member: null, now }).thenFails('NotAllowedToEditGroup');
  });
  it('MemberNotFound for the platform operator, even with the company id of the group', () => {
    given(membershipDecider).when({ type: 'AddMember', group, actor: owner, member: user('op', 'master'), now }).thenFails('MemberNotFound');
  });
  it('MemberCannotLearn: an auditor (no learning of their own) is no member; an auditor adds nobody', () => {
    given(membershipDecider).when({ type: 'AddMember', group, actor: owner, member: user('p1', 'auditor'), now }).thenFails('MemberCannotLearn');
    given(membershipDecider).when({ type: 'AddMember', group, actor: { userId: 'p2', role: 'auditor' }, member: user('e1'), now }).thenFails('NotAllowedToEditGroup');
  });
  it('an owner whose role became auditor edits the group no more', () => {
    given(membershipDecider).when({ type: 'AddMember', group, actor: { userId: 'owner', role: 'auditor' }, member: user('e1'), now }).thenFails('NotAllowedToEditGroup');
  });
  it('AlreadyMember; NotAMember; removes and adds again', () => {
    given(membershipDecider, [added]).when({ type: 'AddMember', group, actor: owner, member: user('e1'), now }).thenFails('AlreadyMember');
    given(membershipDecider).when({ type: 'RemoveMember', group, actor: owner, userId: 'e1', now }).thenFails('NotAMember');
    given(membershipDecider, [added]).when({ type: 'RemoveMember', group, actor: owner, userId: 'e1', now }).then([removed]);
    given(membershipDecider, [added, removed]).when({ type: 'RemoveMember', group, actor: owner, userId: 'e1', now }).thenFails('NotAMember');
    given(membershipDecider, [added, removed]).when({ type: 'AddMember', group, actor: owner, member: user('e1'), now }).then([added]);
  });

  describe('members added before membership streams (legacy member events in the group stream)', () => {
    const legacyGroup = groupOf(created, coAdded, legacyAdded);
    it('an empty membership stream starts as member: RemoveMember removes, AddMember is AlreadyMember', () => {
      given(membershipDecider).when({ type: 'RemoveMember', group: legacyGroup, actor: owner, userId: 'e1', now }).then([removed]);
      given(membershipDecider).when({ type: 'AddMember', group: legacyGroup, actor: co, member: user('e1'), now }).thenFails('AlreadyMember');
    });
    it('after the first membership event the membership stream is authoritative', () => {
      given(membershipDecider, [removed]).when({ type: 'AddMember', group: legacyGroup, actor: owner, member: user('e1'), now }).then([added]);
      given(membershipDecider, [removed]).when({ type: 'RemoveMember', group: legacyGroup, actor: owner, userId: 'e1', now }).thenFails('NotAMember');
      given(membershipDecider, [removed, added]).when({ type: 'AddMember', group: legacyGroup, actor: owner, member: user('e1'), now }).thenFails('AlreadyMember');
    });
    it('a member removed in the group stream is no member; other people are not affected', () => {
      const gone = groupOf(created, legacyAdded, legacyRemoved);
      given(membershipDecider).when({ type: 'AddMember', group: gone, actor: owner, member: user('e1'), now }).then([added]);
      given(membershipDecider).when({ type: 'RemoveMember', group: gone, actor: owner, userId: 'e1', now }).thenFails('NotAMember');
      given(membershipDecider).when({ type: 'RemoveMember', group: legacyGroup, actor: owner, userId: 'e2', now }).thenFails('NotAMember');
    });
  });
});
