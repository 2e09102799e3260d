import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { PickerQuery } from '../../../shared/schema';
import { bundleCoOwnerCandidates } from './query';
import { P } from '../../../../../shared/route-permissions';

export const bundleCoOwnerCandidatesRoute = route(
  {
    method: 'GET',
    path: '/api/training-bundles/:id/co-owner-candidates',
    summary: 'Users who may become co-owners of the bundle.',
    query: PickerQuery,
    permission: P('manageBundles', 'bundleCoOwners'),
  },
  (ctx, deps: OrganizationDeps, input) => bundleCoOwnerCandidates(deps, callerIn(ctx), param(ctx), input.query().search),
);
