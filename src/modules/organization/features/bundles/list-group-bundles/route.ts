import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { groupBundleViews } from '../../../shared/bundle-views';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const listGroupBundlesRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/bundles',
    summary: 'The bundles assigned to a group.',
    permission: P('groups', 'groupEdit', 'Unlike members and trainings, the edit level only (the auditor gets 403).'),
  },
  (ctx, deps: OrganizationDeps) => groupBundleViews(deps, callerIn(ctx), param(ctx)),
);
