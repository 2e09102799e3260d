import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { assignTrainingRoute } from './features/assignments/assign-training/route';
import { changeDeadlineRoute } from './features/assignments/change-deadline/route';
import { listGroupTrainingsRoute } from './features/assignments/list-group-trainings/route';
import { unassignTrainingRoute } from './features/assignments/unassign-training/route';
import { addBundleCoOwnerRoute } from './features/bundles/add-bundle-co-owner/route';
import { addBundleTrainingRoute } from './features/bundles/add-bundle-training/route';
import { assignBundleRoute } from './features/bundles/assign-bundle/route';
import { bundleCoOwnerCandidatesRoute } from './features/bundles/bundle-co-owner-candidates/route';
import { createBundleRoute } from './features/bundles/create-bundle/route';
import { deleteBundleRoute } from './features/bundles/delete-bundle/route';
import { getBundleRoute } from './features/bundles/get-bundle/route';
import { listBundleTrainingsRoute } from './features/bundles/list-bundle-trainings/route';
import { listBundlesRoute } from './features/bundles/list-bundles/route';
import { listGroupBundlesRoute } from './features/bundles/list-group-bundles/route';
import { removeBundleCoOwnerRoute } from './features/bundles/remove-bundle-co-owner/route';
import { removeBundleTrainingRoute } from './features/bundles/remove-bundle-training/route';
import { replaceBundleTrainingsRoute } from './features/bundles/replace-bundle-trainings/route';
import { unassignBundleRoute } from './features/bundles/unassign-bundle/route';
import { updateBundleRoute } from './features/bundles/update-bundle/route';
import { addCoOwnerRoute } from './features/co-owners/add-co-owner/route';
import { coOwnerCandidatesRoute } from './features/co-owners/co-owner-candidates/route';
import { removeCoOwnerRoute } from './features/co-owners/remove-co-owner/route';
import { createGroupRoute } from './features/groups/create-group/route';
import { deleteGroupRoute } from './features/groups/delete-group/route';
import { getGroupRoute } from './features/groups/get-group/route';
import { listGroupsRoute } from './features/groups/list-groups/route';
import { updateGroupRoute } from './features/groups/update-group/route';
import { addMemberRoute } from './features/members/add-member/route';
import { listMembersRoute } from './features/members/list-members/route';
import { memberCandidatesRoute } from './features/members/member-candidates/route';
import { removeMemberRoute } from './features/members/remove-member/route';
import type { OrganizationDeps } from './shared/deps';

/** Groups, members, assignments, deadlines, co-owners and bundles (spec section 7): one line a use case, each a declaration (method, path, docs, permission, handler). */
export const ORGANIZATION_ROUTES: readonly RouteDeclaration<OrganizationDeps, RoutePermission>[] = [
  listGroupsRoute,
  createGroupRoute,
  getGroupRoute,
  updateGroupRoute,
  deleteGroupRoute,
  listMembersRoute,
  memberCandidatesRoute,
  addMemberRoute,
  removeMemberRoute,
  listGroupTrainingsRoute,
  assignTrainingRoute,
  unassignTrainingRoute,
  changeDeadlineRoute,
  coOwnerCandidatesRoute,
  addCoOwnerRoute,
  removeCoOwnerRoute,
  listGroupBundlesRoute,
  assignBundleRoute,
  unassignBundleRoute,
  listBundlesRoute,
  createBundleRoute,
  getBundleRoute,
  updateBundleRoute,
  deleteBundleRoute,
  listBundleTrainingsRoute,
  addBundleTrainingRoute,
  replaceBundleTrainingsRoute,
  removeBundleTrainingRoute,
  bundleCoOwnerCandidatesRoute,
  addBundleCoOwnerRoute,
  removeBundleCoOwnerRoute,
];

/** The module's router, made from its declarations. */
export const organizationRoutes = (deps: OrganizationDeps): AppRouter => routerOf(ORGANIZATION_ROUTES, deps);
