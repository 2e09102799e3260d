import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { DetailsPatch } from '../../../shared/schema';
import { updateGroup } from './handler';
import { P } from '../../../../../shared/route-permissions';

export const updateGroupRoute = route(
  {
    method: 'PATCH',
    path: '/api/user-groups/:id',
    summary: 'Rename a group or change its description.',
    body: DetailsPatch,
    permission: P('write', 'groupEdit'),
  },
  (ctx, deps: OrganizationDeps, input) => updateGroup(deps, callerIn(ctx), param(ctx), input.body()),
);
