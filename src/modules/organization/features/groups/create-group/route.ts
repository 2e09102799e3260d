import { route } from '../../../../../platform/http';
import { callerIn, type OrganizationDeps } from '../../../shared/deps';
import { createGroup } from './handler';
import { CreateGroupBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const createGroupRoute = route(
  {
    method: 'POST',
    path: '/api/user-groups',
    summary: 'Create a group; the caller becomes its owner.',
    body: CreateGroupBody,
    status: 201,
    permission: P('manageGroups'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const b = input.body();
    return createGroup(deps, callerIn(ctx), b.name, b.description);
  },
);
