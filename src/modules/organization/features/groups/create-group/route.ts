import { organizationRoute } from '../../../shared/deps';
import { createGroup } from './handler';
import { CreateGroupBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const createGroupRoute = organizationRoute(
  {
    method: 'POST',
    path: '/api/user-groups',
    summary: 'Create a group; the caller becomes its owner.',
    body: CreateGroupBody,
    status: 201,
    permission: P('manageGroups'),
  },
  (deps, { caller, body }) => createGroup(deps, caller, body.name, body.description),
);
