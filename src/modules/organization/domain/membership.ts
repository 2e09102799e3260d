import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { isPlatformOperator, learnerPolicy } from '../../../shared/policy';
import type { OrganizationEvent } from './events';
import { editableBy, type Actor, type GroupState, type UserFacts } from './group';

/**
 * One person's membership in one group, on its own stream `membership-<group>-<user>` (ADR 0007).
 * `member` is null while the stream holds no event: then the legacy member set of the group
 * stream (members added before membership streams) answers. After the first event the stream
 * is authoritative.
 */
export interface MembershipState {
  readonly member: boolean | null;
}

/**
 * The group is the state of the group stream as the handler loaded it: it carries the group's
 * rules (exists, edit right, company) and its legacy members; the decider does not repeat them.
 */
export type MembershipCommand =
  | { readonly type: 'AddMember'; readonly group: GroupState; readonly actor: Actor; readonly member: UserFacts | null; readonly now: Date }
  | { readonly type: 'RemoveMember'; readonly group: GroupState; readonly actor: Actor; readonly userId: string; readonly now: Date };

export type MembershipError =
  | 'GroupNotFound'
  | 'NotAllowedToEditGroup'
  | 'MemberNotFound'
  /** The person has no learning of their own (the auditor): a unit's member learns. */
  | 'MemberCannotLearn'
  | 'AlreadyMember'
  | 'NotAMember';

const isMember = (state: MembershipState, group: GroupState, userId: string): boolean =>
  state.member ?? (group.status !== 'none' && group.legacyMembers.includes(userId));

export const membershipDecider: Decider<MembershipCommand, OrganizationEvent, MembershipState, MembershipError> = {
  initialState: { member: null },
  evolve(state, event) {
    switch (event.type) {
      case 'organization.MemberAdded':
        return { member: true };
      case 'organization.MemberRemoved':
        return { member: false };
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<OrganizationEvent, MembershipError> {
    const editable = editableBy(command.group, command.actor);
    if (!editable.ok) return reject(editable.error);
    const { groupId, companyId } = editable.group;
    const at = command.now.toISOString();
    switch (command.type) {
      case 'AddMember': {
        const m = command.member;
        if (!m || m.companyId !== companyId || isPlatformOperator(m.role)) return reject('MemberNotFound');
        if (!learnerPolicy.learns(m.role)) return reject('MemberCannotLearn');
        if (isMember(state, command.group, m.userId)) return reject('AlreadyMember');
        return accept({ type: 'organization.MemberAdded', data: { groupId, userId: m.userId, addedAt: at } });
      }
      case 'RemoveMember':
        if (!isMember(state, command.group, command.userId)) return reject('NotAMember');
        return accept({ type: 'organization.MemberRemoved', data: { groupId, userId: command.userId, removedAt: at } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
