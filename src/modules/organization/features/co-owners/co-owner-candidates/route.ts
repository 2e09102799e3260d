import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { PickerQuery } from '../../../shared/schema';
import { coOwnerCandidates } from './query';
import { P } from '../../../../../shared/route-permissions';

export const coOwnerCandidatesRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/co-owner-candidates',
    summary: 'Users who may become co-owners of the group.',
    query: PickerQuery,
    permission: P('write', 'groupStrict'),
  },
  (ctx, deps: OrganizationDeps, input) => coOwnerCandidates(deps, callerIn(ctx), param(ctx), input.query().search),
);
