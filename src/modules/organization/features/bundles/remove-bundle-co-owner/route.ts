import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeBundleCoOwner } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const removeBundleCoOwnerRoute = route(
  {
    method: 'DELETE',
    path: '/api/training-bundles/:id/co-owners/:userId',
    summary: 'Remove a co-owner from a bundle.',
    status: 204,
    permission: P('manageBundles', 'bundleCoOwners'),
  },
  (ctx, deps: OrganizationDeps) => removeBundleCoOwner(deps, callerIn(ctx), param(ctx), param(ctx, 'userId')),
);
