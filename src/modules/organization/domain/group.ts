import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { groupPolicy, type Role } from '../../../shared/policy';
import { newCoOwner } from '../../../shared/co-owners';
import { DEADLINE_WEEKS, MAX_BUNDLES_PER_GROUP } from '../../../shared/rules';
import type { OrganizationEvent } from './events';

export interface Actor {
  readonly userId: string;
  readonly role: Role;
}

/** A user looked up by the application (company, role, active). */
export interface UserFacts {
  readonly userId: string;
  readonly companyId: string | null;
  readonly role: Role;
  readonly isActive: boolean;
}

export type GroupState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'deleted';
      readonly groupId: string;
      readonly companyId: string;
      readonly ownerId: string;
      readonly coOwners: readonly string[];
      /**
       * Members added before membership streams (ADR 0007): folded from the MemberAdded /
       * MemberRemoved events of the group stream. New member events go to membership streams;
       * the membership decider reads this set only while a membership stream is empty.
       */
      readonly legacyMembers: readonly string[];
      readonly trainings: readonly string[];
      readonly bundles: readonly string[];
    };

export type GroupCommand =
  | { readonly type: 'CreateGroup'; readonly actor: Actor; readonly groupId: string; readonly companyId: string; readonly name: string; readonly description: string; readonly now: Date }
  | { readonly type: 'ChangeGroupDetails'; readonly actor: Actor; readonly name: string; readonly description: string; readonly now: Date }
  | { readonly type: 'DeleteGroup'; readonly actor: Actor; readonly now: Date }
  | { readonly type: 'AssignTraining'; readonly actor: Actor; readonly training: { readonly id: string; readonly companyId: string } | null; readonly weeks: number; readonly now: Date }
  | { readonly type: 'UnassignTraining'; readonly actor: Actor; readonly trainingId: string; readonly now: Date }
  | {
      readonly type: 'SetDeadline';
      readonly actor: Actor;
      readonly trainingId: string;
      /** True when the training reaches the group through an assigned bundle. */
      readonly inAssignedBundle: boolean;
      readonly weeks: number;
      readonly now: Date;
    }
  | { readonly type: 'AddGroupCoOwner'; readonly actor: Actor; readonly candidate: UserFacts | null; readonly now: Date }
  | { readonly type: 'RemoveGroupCoOwner'; readonly actor: Actor; readonly userId: string; readonly now: Date }
  | { readonly type: 'AssignBundle'; readonly actor: Actor; readonly bundle: { readonly id: string; readonly companyId: string } | null; readonly weeks: number | null; readonly now: Date }
  | { readonly type: 'UnassignBundle'; readonly actor: Actor; readonly bundleId: string; readonly now: Date };

export type GroupError =
  | 'GroupNotFound'
  | 'GroupAlreadyExists'
  | 'NotAllowedToCreateGroups'
  | 'NotAllowedToEditGroup'
  | 'NotAllowedToManageGroupCoOwners'
  | 'NotAllowedToDeleteGroup'
  | 'GroupNameRequired'
  | 'TrainingNotFound'
  | 'TrainingAlreadyAssigned'
  | 'TrainingNotAssigned'
  | 'DeadlineWeeksOutOfRange'
  | 'CoOwnerNotFound'
  | 'CoOwnerIsOwner'
  | 'AlreadyCoOwner'
  | 'CoOwnerNotEligible'
  | 'CoOwnerLimitReached'
  | 'NotACoOwner'
  | 'BundleNotFound'
  | 'BundleAlreadyAssigned'
  | 'BundleLimitReached'
  | 'BundleNotAssigned';

/** A group that exists (created, not deleted). */
export type LiveGroup = Extract<GroupState, { readonly status: 'active' | 'deleted' }> & { readonly status: 'active' };

const live = (state: GroupState): state is LiveGroup => state.status === 'active';

/** The actor's relation to a group, for the policy table. */
const ownership = (state: LiveGroup, actor: Actor) => ({ role: actor.role, userId: actor.userId, ownerId: state.ownerId, coOwnerIds: state.coOwners });

/**
 * The edit-level rule of every group change, member changes on their own streams included: the
 * group exists and is not deleted, and the actor is root, an admin, the owner or a co-owner.
 */
export function editableBy(state: GroupState, actor: Actor): { readonly ok: true; readonly group: LiveGroup } | { readonly ok: false; readonly error: 'GroupNotFound' | 'NotAllowedToEditGroup' } {
  if (!live(state)) return { ok: false, error: 'GroupNotFound' };
  if (!groupPolicy.edit(ownership(state, actor))) return { ok: false, error: 'NotAllowedToEditGroup' };
  return { ok: true, group: state };
}

const deadlineAfter = (now: Date, weeks: number) => new Date(now.getTime() + weeks * 7 * 86_400_000).toISOString();
const validWeeks = (w: number) => (DEADLINE_WEEKS as readonly number[]).includes(w);

export const groupDecider: Decider<GroupCommand, OrganizationEvent, GroupState, GroupError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'organization.GroupCreated') {
      const d = event.data;
      return { status: 'active', groupId: d.groupId, companyId: d.companyId, ownerId: d.ownerId, coOwners: [], legacyMembers: [], trainings: [], bundles: [] };
    }
    if (state.status === 'none') return state;
    const without = (list: readonly string[], x: string) => list.filter((y) => y !== x);
    switch (event.type) {
      case 'organization.GroupDeleted':
        return { ...state, status: 'deleted' };
      // only old group streams hold member events (ADR 0007)
      case 'organization.MemberAdded':
        return { ...state, legacyMembers: [...without(state.legacyMembers, event.data.userId), event.data.userId] };
      case 'organization.MemberRemoved':
        return { ...state, legacyMembers: without(state.legacyMembers, event.data.userId) };
      case 'organization.TrainingAssigned':
        return { ...state, trainings: [...without(state.trainings, event.data.trainingId), event.data.trainingId] };
      case 'organization.TrainingUnassigned':
        return { ...state, trainings: without(state.trainings, event.data.trainingId) };
      case 'organization.GroupCoOwnerAdded':
        return { ...state, coOwners: [...without(state.coOwners, event.data.userId), event.data.userId] };
      case 'organization.GroupCoOwnerRemoved':
        return { ...state, coOwners: without(state.coOwners, event.data.userId) };
      case 'organization.BundleAssigned':
        return { ...state, bundles: [...without(state.bundles, event.data.bundleId), event.data.bundleId] };
      case 'organization.BundleUnassigned':
        return { ...state, bundles: without(state.bundles, event.data.bundleId) };
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<OrganizationEvent, GroupError> {
    const at = command.now.toISOString();
    if (command.type === 'CreateGroup') {
      if (state.status !== 'none') return reject('GroupAlreadyExists');
      if (!groupPolicy.create(command.actor.role)) return reject('NotAllowedToCreateGroups');
      if (!command.name.trim()) return reject('GroupNameRequired');
      return accept({
        type: 'organization.GroupCreated',
        data: { groupId: command.groupId, companyId: command.companyId, ownerId: command.actor.userId, name: command.name.trim(), description: command.description.trim(), createdAt: at },
      });
    }
    if (!live(state)) return reject('GroupNotFound');
    const f = ownership(state, command.actor);
    const strict = command.type === 'DeleteGroup' || command.type === 'AddGroupCoOwner' || command.type === 'RemoveGroupCoOwner';
    if (!strict) {
      const editable = editableBy(state, command.actor);
      if (!editable.ok) return reject(editable.error);
    }
    switch (command.type) {
      case 'ChangeGroupDetails':
        if (!command.name.trim()) return reject('GroupNameRequired');
        return accept({ type: 'organization.GroupDetailsChanged', data: { name: command.name.trim(), description: command.description.trim(), changedAt: at } });
      case 'DeleteGroup':
        if (!groupPolicy.delete(f)) return reject('NotAllowedToDeleteGroup');
        return accept({ type: 'organization.GroupDeleted', data: { deletedAt: at } });
      case 'AssignTraining': {
        const t = command.training;
        if (!t || t.companyId !== state.companyId) return reject('TrainingNotFound');
        if (state.trainings.includes(t.id)) return reject('TrainingAlreadyAssigned');
        if (!validWeeks(command.weeks)) return reject('DeadlineWeeksOutOfRange');
        return accept({ type: 'organization.TrainingAssigned', data: { trainingId: t.id, deadline: deadlineAfter(command.now, command.weeks), deadlineWeeks: command.weeks, assignedAt: at } });
      }
      case 'UnassignTraining':
        if (!state.trainings.includes(command.trainingId)) return reject('TrainingNotAssigned');
        return accept({ type: 'organization.TrainingUnassigned', data: { trainingId: command.trainingId, unassignedAt: at } });
      case 'SetDeadline':
        if (!state.trainings.includes(command.trainingId) && !command.inAssignedBundle) return reject('TrainingNotAssigned');
        if (!validWeeks(command.weeks)) return reject('DeadlineWeeksOutOfRange');
        return accept({ type: 'organization.DeadlineSet', data: { trainingId: command.trainingId, deadline: deadlineAfter(command.now, command.weeks), deadlineWeeks: command.weeks, setAt: at } });
      case 'AddGroupCoOwner': {
        if (!groupPolicy.manageCoOwners(f)) return reject('NotAllowedToManageGroupCoOwners');
        const added = newCoOwner(state, command.candidate, groupPolicy.coOwnerEligible);
        if (typeof added === 'string') return reject(added);
        return accept({ type: 'organization.GroupCoOwnerAdded', data: { userId: added.userId, addedAt: at } });
      }
      case 'RemoveGroupCoOwner':
        if (!groupPolicy.manageCoOwners(f)) return reject('NotAllowedToManageGroupCoOwners');
        if (!state.coOwners.includes(command.userId)) return reject('NotACoOwner');
        return accept({ type: 'organization.GroupCoOwnerRemoved', data: { userId: command.userId, removedAt: at } });
      case 'AssignBundle': {
        const b = command.bundle;
        if (!b || b.companyId !== state.companyId) return reject('BundleNotFound');
        if (state.bundles.includes(b.id)) return reject('BundleAlreadyAssigned');
        if (state.bundles.length >= MAX_BUNDLES_PER_GROUP) return reject('BundleLimitReached');
        if (command.weeks !== null && !validWeeks(command.weeks)) return reject('DeadlineWeeksOutOfRange');
        return accept({
          type: 'organization.BundleAssigned',
          data: { bundleId: b.id, deadline: command.weeks === null ? null : deadlineAfter(command.now, command.weeks), deadlineWeeks: command.weeks, assignedAt: at },
        });
      }
      case 'UnassignBundle':
        if (!state.bundles.includes(command.bundleId)) return reject('BundleNotAssigned');
        return accept({ type: 'organization.BundleUnassigned', data: { bundleId: command.bundleId, unassignedAt: at } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
