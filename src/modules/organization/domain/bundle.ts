import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { bundlePolicy } from '../../../shared/policy';
import { newCoOwner } from '../../../shared/co-owners';
import type { OrganizationEvent } from './events';
import type { Actor, UserFacts } from './group';

export type BundleState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'deleted';
      readonly bundleId: string;
      readonly companyId: string;
      readonly ownerId: string;
      readonly coOwners: readonly string[];
      readonly name: string;
      readonly description: string;
      readonly trainingIds: readonly string[];
    };

export type BundleCommand =
  | { readonly type: 'CreateBundle'; readonly actor: Actor; readonly bundleId: string; readonly companyId: string; readonly name: string; readonly description: string; readonly now: Date }
  | { readonly type: 'ChangeBundleDetails'; readonly actor: Actor; readonly name: string; readonly description: string; readonly now: Date }
  | { readonly type: 'SetBundleTrainings'; readonly actor: Actor; readonly trainingIds: readonly string[]; readonly knownTrainingIds: ReadonlySet<string>; readonly allowEmpty: boolean; readonly now: Date }
  | { readonly type: 'DeleteBundle'; readonly actor: Actor; readonly now: Date }
  | { readonly type: 'AddBundleCoOwner'; readonly actor: Actor; readonly candidate: UserFacts | null; readonly now: Date }
  | { readonly type: 'RemoveBundleCoOwner'; readonly actor: Actor; readonly userId: string; readonly now: Date };

export type BundleError =
  | 'BundleNotFound'
  | 'BundleAlreadyExists'
  | 'NotAllowedToCreateBundles'
  | 'NotAllowedToEditBundle'
  | 'NotAllowedToDeleteBundle'
  | 'NotAllowedToManageBundleCoOwners'
  | 'BundleNameRequired'
  | 'AtLeastOneTrainingRequired'
  | 'BundleTrainingNotFound'
  | 'CoOwnerNotFound'
  | 'CoOwnerIsOwner'
  | 'AlreadyCoOwner'
  | 'CoOwnerNotEligible'
  | 'BundleCoOwnerLimitReached'
  | 'NotACoOwner';

const without = (list: readonly string[], x: string) => list.filter((y) => y !== x);

export const bundleDecider: Decider<BundleCommand, OrganizationEvent, BundleState, BundleError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'organization.BundleCreated') {
      const d = event.data;
      return { status: 'active', bundleId: d.bundleId, companyId: d.companyId, ownerId: d.ownerId, coOwners: [], name: d.name, description: d.description, trainingIds: [] };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'organization.BundleDetailsChanged':
        return { ...state, name: event.data.name, description: event.data.description };
      case 'organization.BundleTrainingsSet':
        return { ...state, trainingIds: event.data.trainingIds };
      case 'organization.BundleDeleted':
        return { ...state, status: 'deleted' };
      case 'organization.BundleCoOwnerAdded':
        return { ...state, coOwners: [...without(state.coOwners, event.data.userId), event.data.userId] };
      case 'organization.BundleCoOwnerRemoved':
        return { ...state, coOwners: without(state.coOwners, event.data.userId) };
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<OrganizationEvent, BundleError> {
    const at = command.now.toISOString();
    if (command.type === 'CreateBundle') {
      if (state.status !== 'none') return reject('BundleAlreadyExists');
      if (!bundlePolicy.create(command.actor.role)) return reject('NotAllowedToCreateBundles');
      if (!command.name.trim()) return reject('BundleNameRequired');
      return accept({
        type: 'organization.BundleCreated',
        data: { bundleId: command.bundleId, companyId: command.companyId, ownerId: command.actor.userId, name: command.name.trim(), description: command.description.trim(), createdAt: at },
      });
    }
    if (state.status !== 'active') return reject('BundleNotFound');
    const f = { role: command.actor.role, userId: command.actor.userId, ownerId: state.ownerId, coOwnerIds: state.coOwners };
    switch (command.type) {
      case 'ChangeBundleDetails':
        if (!bundlePolicy.edit(f)) return reject('NotAllowedToEditBundle');
        if (!command.name.trim()) return reject('BundleNameRequired');
        if (command.name.trim() === state.name && command.description.trim() === state.description) return accept();
        return accept({ type: 'organization.BundleDetailsChanged', data: { name: command.name.trim(), description: command.description.trim(), changedAt: at } });
      case 'SetBundleTrainings': {
        if (!bundlePolicy.edit(f)) return reject('NotAllowedToEditBundle');
        const ids = [...new Set(command.trainingIds)];
        if (ids.length === 0 && !command.allowEmpty) return reject('AtLeastOneTrainingRequired');
        if (ids.some((id) => !command.knownTrainingIds.has(id))) return reject('BundleTrainingNotFound');
        if (JSON.stringify(ids) === JSON.stringify(state.trainingIds)) return accept();
        return accept({ type: 'organization.BundleTrainingsSet', data: { trainingIds: ids, setAt: at } });
      }
      case 'DeleteBundle':
        if (!bundlePolicy.delete(f)) return reject(bundlePolicy.edit(f) ? 'NotAllowedToDeleteBundle' : 'NotAllowedToEditBundle');
        return accept({ type: 'organization.BundleDeleted', data: { deletedAt: at } });
      case 'AddBundleCoOwner': {
        if (!bundlePolicy.manageCoOwners(f)) return reject('NotAllowedToManageBundleCoOwners');
        const added = newCoOwner(state, command.candidate, bundlePolicy.coOwnerEligible);
        // a bundle's limit has a name of its own (its message names bundles)
        if (typeof added === 'string') return reject(added === 'CoOwnerLimitReached' ? 'BundleCoOwnerLimitReached' : added);
        return accept({ type: 'organization.BundleCoOwnerAdded', data: { userId: added.userId, addedAt: at } });
      }
      case 'RemoveBundleCoOwner':
        if (!bundlePolicy.manageCoOwners(f)) return reject('NotAllowedToManageBundleCoOwners');
        if (!state.coOwners.includes(command.userId)) return reject('NotACoOwner');
        return accept({ type: 'organization.BundleCoOwnerRemoved', data: { userId: command.userId, removedAt: at } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
