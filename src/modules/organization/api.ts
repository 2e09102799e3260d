import type { RouteDocs } from '../../platform/http';
import { AssignTrainingBody } from './features/assignments/assign-training/schema';
import { ChangeDeadlineBody } from './features/assignments/change-deadline/schema';
import { AddBundleCoOwnerBody } from './features/bundles/add-bundle-co-owner/schema';
import { AddBundleTrainingBody } from './features/bundles/add-bundle-training/schema';
import { AssignBundleBody } from './features/bundles/assign-bundle/schema';
import { CreateBundleBody } from './features/bundles/create-bundle/schema';
import { ReplaceBundleTrainingsBody } from './features/bundles/replace-bundle-trainings/schema';
import { AddCoOwnerBody } from './features/co-owners/add-co-owner/schema';
import { CreateGroupBody } from './features/groups/create-group/schema';
import { AddMemberBody } from './features/members/add-member/schema';
import { DetailsPatch, ListQuery, MembersQuery, PickerQuery } from './shared/schema';

/** Groups (units), members, assignments, co-owners and bundles, for the API reference. */
export const organizationApi: RouteDocs = {
  'GET /api/user-groups': { summary: 'Groups visible to the caller, paged, with what the caller may do with each (`?editable=true`: only those they may edit).', query: ListQuery },
  'POST /api/user-groups': { summary: 'Create a group; the caller becomes its owner.', body: CreateGroupBody, status: 201 },
  'GET /api/user-groups/:id': { summary: 'One group’s details.' },
  'PATCH /api/user-groups/:id': { summary: 'Rename a group or change its description.', body: DetailsPatch },
  'DELETE /api/user-groups/:id': { summary: 'Delete a group.', status: 204 },
  'GET /api/user-groups/:id/members': { summary: 'The members of a group, paged.', query: MembersQuery },
  'GET /api/user-groups/:id/member-candidates': { summary: 'Users who may be added to the group.', query: PickerQuery },
  'POST /api/user-groups/:id/members': { summary: 'Add a member (by user id or e-mail).', body: AddMemberBody, status: 201 },
  'DELETE /api/user-groups/:id/members/:userId': { summary: 'Remove a member.', status: 204 },
  'GET /api/user-groups/:id/trainings': { summary: 'The trainings assigned to a group with their deadlines.' },
  'POST /api/user-groups/:id/trainings': { summary: 'Assign a training to a group with a deadline in weeks.', body: AssignTrainingBody, status: 201 },
  'DELETE /api/user-groups/:id/trainings/:trainingId': { summary: 'Unassign a training from a group.', status: 204 },
  'PATCH /api/group-trainings/:trainingId/deadline': { summary: 'Change the deadline of a training assigned to a group.', body: ChangeDeadlineBody },
  'GET /api/user-groups/:id/co-owner-candidates': { summary: 'Users who may become co-owners of the group.', query: PickerQuery },
  'POST /api/user-groups/:id/co-owners': { summary: 'Add a co-owner to a group.', body: AddCoOwnerBody },
  'DELETE /api/user-groups/:id/co-owners/:userId': { summary: 'Remove a co-owner from a group.', status: 204 },
  'GET /api/user-groups/:id/bundles': { summary: 'The bundles assigned to a group.' },
  'POST /api/user-groups/:id/bundles': { summary: 'Assign a bundle (its trainings) to a group.', body: AssignBundleBody, status: 201 },
  'DELETE /api/user-groups/:id/bundles/:bundleId': { summary: 'Unassign a bundle from a group.', status: 204 },
  'GET /api/training-bundles': { summary: 'The company’s bundles with what the caller may do with each.', query: ListQuery },
  'POST /api/training-bundles': { summary: 'Create a bundle; the caller becomes its owner.', body: CreateBundleBody, status: 201 },
  'GET /api/training-bundles/:id': { summary: 'One bundle.' },
  'PATCH /api/training-bundles/:id': { summary: 'Rename a bundle or change its description.', body: DetailsPatch },
  'DELETE /api/training-bundles/:id': { summary: 'Delete a bundle.', status: 204 },
  'GET /api/training-bundles/:id/trainings': { summary: 'The trainings of a bundle.' },
  'POST /api/training-bundles/:id/trainings': { summary: 'Add a training to a bundle.', body: AddBundleTrainingBody, status: 201 },
  'PUT /api/training-bundles/:id/trainings': { summary: 'Replace the trainings of a bundle.', body: ReplaceBundleTrainingsBody },
  'DELETE /api/training-bundles/:id/trainings/:trainingId': { summary: 'Remove a training from a bundle.', status: 204 },
  'GET /api/training-bundles/:id/co-owner-candidates': { summary: 'Users who may become co-owners of the bundle.', query: PickerQuery },
  'POST /api/training-bundles/:id/co-owners': { summary: 'Add a co-owner to a bundle.', body: AddBundleCoOwnerBody },
  'DELETE /api/training-bundles/:id/co-owners/:userId': { summary: 'Remove a co-owner from a bundle.', status: 204 },
};
