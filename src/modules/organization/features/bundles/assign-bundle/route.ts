import { organizationRoute } from '../../../shared/deps';
import { assignBundle } from './handler';
import { AssignBundleBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const assignBundleRoute = organizationRoute(
  {
    method: 'POST',
    path: '/api/user-groups/:id/bundles',
    summary: 'Assign a bundle (its trainings) to a group.',
    body: AssignBundleBody,
    status: 201,
    permission: P('write', 'groupEdit'),
  },
  (deps, { caller, id, body }) => assignBundle(deps, caller, id, body.bundleId, body.weeks),
);
