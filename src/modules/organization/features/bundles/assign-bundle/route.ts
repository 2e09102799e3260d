import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { assignBundle } from './handler';
import { AssignBundleBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const assignBundleRoute = route(
  {
    method: 'POST',
    path: '/api/user-groups/:id/bundles',
    summary: 'Assign a bundle (its trainings) to a group.',
    body: AssignBundleBody,
    status: 201,
    permission: P('write', 'groupEdit'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const b = input.body();
    return assignBundle(deps, callerIn(ctx), param(ctx), b.bundleId, b.weeks);
  },
);
