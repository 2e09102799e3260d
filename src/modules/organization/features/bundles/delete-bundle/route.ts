import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { deleteBundle } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const deleteBundleRoute = route(
  {
    method: 'DELETE',
    path: '/api/training-bundles/:id',
    summary: 'Delete a bundle.',
    status: 204,
    permission: P('manageBundles', 'bundleDelete'),
  },
  (ctx, deps: OrganizationDeps) => deleteBundle(deps, callerIn(ctx), param(ctx)),
);
