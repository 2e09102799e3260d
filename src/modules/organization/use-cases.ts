import type { BundleView, GroupBundleView, GroupTrainingView, GroupView, MemberView } from '../../shared/contracts/organization';
import { assignTraining } from './features/assignments/assign-training/handler';
import { assignBundle } from './features/bundles/assign-bundle/handler';
import { createBundle } from './features/bundles/create-bundle/handler';
import { createGroup } from './features/groups/create-group/handler';
import { addMember } from './features/members/add-member/handler';
import type { Caller, OrganizationDeps } from './shared/deps';

/** The use cases the seed, the benchmarks and the tests call without HTTP. */
export interface OrganizationUseCases {
  createGroup(c: Caller, name: string, description: string): Promise<GroupView>;
  addMember(c: Caller, groupId: string, by: { userId?: string; email?: string }): Promise<MemberView>;
  assignTraining(c: Caller, groupId: string, trainingId: string, weeks: number): Promise<GroupTrainingView>;
  createBundle(c: Caller, name: string, description: string): Promise<BundleView>;
  assignBundle(c: Caller, groupId: string, bundleId: string, weeks: number | null): Promise<GroupBundleView>;
}

export function organizationUseCases(deps: OrganizationDeps): OrganizationUseCases {
  return {
    createGroup: (c, name, description) => createGroup(deps, c, name, description),
    addMember: (c, groupId, by) => addMember(deps, c, groupId, by),
    assignTraining: (c, groupId, trainingId, weeks) => assignTraining(deps, c, groupId, trainingId, weeks),
    createBundle: (c, name, description) => createBundle(deps, c, name, description),
    assignBundle: (c, groupId, bundleId, weeks) => assignBundle(deps, c, groupId, bundleId, weeks),
  };
}
