import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { groupView } from '../../../shared/group-views';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const getGroupRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id',
    summary: 'One group’s details.',
    permission: P('company', 'groupDetails'),
  },
  (ctx, deps: OrganizationDeps) => groupView(deps, callerIn(ctx), param(ctx)),
);
