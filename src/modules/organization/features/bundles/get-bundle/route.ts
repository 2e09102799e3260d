import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { bundleView } from '../../../shared/bundle-views';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const getBundleRoute = route(
  {
    method: 'GET',
    path: '/api/training-bundles/:id',
    summary: 'One bundle.',
    permission: P('bundles'),
  },
  (ctx, deps: OrganizationDeps) => bundleView(deps, callerIn(ctx), param(ctx)),
);
