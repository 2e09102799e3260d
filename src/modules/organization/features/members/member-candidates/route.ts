import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { PickerQuery } from '../../../shared/schema';
import { memberCandidates } from './query';
import { P } from '../../../../../shared/route-permissions';

export const memberCandidatesRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/member-candidates',
    summary: 'Users who may be added to the group.',
    query: PickerQuery,
    permission: P('write', 'groupEdit'),
  },
  (ctx, deps: OrganizationDeps, input) => memberCandidates(deps, callerIn(ctx), param(ctx), input.query().search),
);
