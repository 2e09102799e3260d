import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { deleteGroup } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const deleteGroupRoute = route(
  {
    method: 'DELETE',
    path: '/api/user-groups/:id',
    summary: 'Delete a group.',
    status: 204,
    permission: P('write', 'groupStrict'),
  },
  (ctx, deps: OrganizationDeps) => deleteGroup(deps, callerIn(ctx), param(ctx)),
);
