import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addBundleCoOwner } from './handler';
import { AddBundleCoOwnerBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const addBundleCoOwnerRoute = route(
  {
    method: 'POST',
    path: '/api/training-bundles/:id/co-owners',
    summary: 'Add a co-owner to a bundle.',
    body: AddBundleCoOwnerBody,
    permission: P('manageBundles', 'bundleCoOwners'),
  },
  (ctx, deps: OrganizationDeps, input) => addBundleCoOwner(deps, callerIn(ctx), param(ctx), input.body().userId),
);
