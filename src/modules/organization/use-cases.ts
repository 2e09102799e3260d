import type { BundleView, GroupBundleView, GroupTrainingView, GroupView, MemberView } from '../../shared/contracts/organization';
import { assignTraining } from './features/assignments/assign-training/handler';
import { assignBundle } from './features/bundles/assign-bundle/handler';
import { createBundle } from './features/bundles/create-bundle/handler';
import { createGroup } from './features/groups/create-group/handler';
import { addMember } from './features/members/add-member/handler';
import { addMembers } from './features/members/add-members/handler';
import { findGroupsByName, type NamedGroup } from './features/groups/find-groups-by-name/query';
import { groupsByIds, isMemberOfAny } from './read/groups/queries';
import type { Caller, OrganizationDeps } from './shared/deps';

/** The use cases the seed, the benchmarks and the tests call without HTTP. */
export interface OrganizationUseCases {
  createGroup(c: Caller, name: string, description: string): Promise<GroupView>;
  addMember(c: Caller, groupId: string, by: { userId?: string; email?: string }): Promise<MemberView>;
  /** AddMember for many people of one group in one transaction (the user import); per person null or the refusal. */
  addMembers(c: Caller, groupId: string, userIds: readonly string[]): Promise<Map<string, Error | null>>;
  /** Groups by name, with whether the caller may add members (the user import). */
  findGroupsByName(c: Caller, names: readonly string[]): Promise<NamedGroup[]>;
  /** The company's groups among `ids` that exist, with names (identity's kiosks: the units allowed on one). */
  groupsByIds(companyId: string, ids: readonly string[]): Promise<{ id: string; name: string }[]>;
  /** Whether the person is in one of these groups of the company (sign-in on a kiosk limited to units). */
  isMemberOfAny(companyId: string, userId: string, groupIds: readonly string[]): Promise<boolean>;
  assignTraining(c: Caller, groupId: string, trainingId: string, weeks: number): Promise<GroupTrainingView>;
  createBundle(c: Caller, name: string, description: string): Promise<BundleView>;
  assignBundle(c: Caller, groupId: string, bundleId: string, weeks: number | null): Promise<GroupBundleView>;
}

export function organizationUseCases(deps: OrganizationDeps): OrganizationUseCases {
  return {
    createGroup: (c, name, description) => createGroup(deps, c, name, description),
    addMember: (c, groupId, by) => addMember(deps, c, groupId, by),
    addMembers: (c, groupId, userIds) => addMembers(deps, c, groupId, userIds),
    findGroupsByName: (c, names) => findGroupsByName(deps, c, names),
    groupsByIds: (companyId, ids) => groupsByIds(deps.k.db, companyId, ids),
    isMemberOfAny: (companyId, userId, groupIds) => isMemberOfAny(deps.k.db, companyId, userId, groupIds),
    assignTraining: (c, groupId, trainingId, weeks) => assignTraining(deps, c, groupId, trainingId, weeks),
    createBundle: (c, name, description) => createBundle(deps, c, name, description),
    assignBundle: (c, groupId, bundleId, weeks) => assignBundle(deps, c, groupId, bundleId, weeks),
  };
}
