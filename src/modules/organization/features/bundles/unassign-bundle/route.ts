import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { unassignBundle } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const unassignBundleRoute = route(
  {
    method: 'DELETE',
    path: '/api/user-groups/:id/bundles/:bundleId',
    summary: 'Unassign a bundle from a group.',
    status: 204,
    permission: P('write', 'groupEdit'),
  },
  (ctx, deps: OrganizationDeps) => unassignBundle(deps, callerIn(ctx), param(ctx), param(ctx, 'bundleId')),
);
