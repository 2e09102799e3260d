import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeMember } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const removeMemberRoute = route(
  {
    method: 'DELETE',
    path: '/api/user-groups/:id/members/:userId',
    summary: 'Remove a member.',
    status: 204,
    permission: P('write', 'groupEdit'),
  },
  (ctx, deps: OrganizationDeps) => removeMember(deps, callerIn(ctx), param(ctx), param(ctx, 'userId')),
);
