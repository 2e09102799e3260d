import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { DetailsPatch } from '../../../shared/schema';
import { updateBundle } from './handler';
import { P } from '../../../../../shared/route-permissions';

export const updateBundleRoute = route(
  {
    method: 'PATCH',
    path: '/api/training-bundles/:id',
    summary: 'Rename a bundle or change its description.',
    body: DetailsPatch,
    permission: P('manageBundles', 'bundleEdit'),
  },
  (ctx, deps: OrganizationDeps, input) => updateBundle(deps, callerIn(ctx), param(ctx), input.body()),
);
