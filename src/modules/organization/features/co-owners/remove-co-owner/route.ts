import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeCoOwner } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const removeCoOwnerRoute = route(
  {
    method: 'DELETE',
    path: '/api/user-groups/:id/co-owners/:userId',
    summary: 'Remove a co-owner from a group.',
    status: 204,
    permission: P('write', 'groupStrict'),
  },
  (ctx, deps: OrganizationDeps) => removeCoOwner(deps, callerIn(ctx), param(ctx), param(ctx, 'userId')),
);
