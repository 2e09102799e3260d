import { objectRoute } from '../../../shared/deps';
import { groupBundleViews } from '../../../shared/bundle-views';
import { P } from '../../../../../shared/route-permissions';

export const listGroupBundlesRoute = objectRoute(
  {
    method: 'GET',
    path: '/api/user-groups/:id/bundles',
    summary: 'The bundles assigned to a group.',
    permission: P('groups', 'groupEdit', 'Unlike members and trainings, the edit level only (the auditor gets 403).'),
  },
  groupBundleViews,
);
