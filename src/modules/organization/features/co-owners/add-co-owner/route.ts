import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addCoOwner } from './handler';
import { AddCoOwnerBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const addCoOwnerRoute = route(
  {
    method: 'POST',
    path: '/api/user-groups/:id/co-owners',
    summary: 'Add a co-owner to a group.',
    body: AddCoOwnerBody,
    permission: P('write', 'groupStrict'),
  },
  (ctx, deps: OrganizationDeps, input) => addCoOwner(deps, callerIn(ctx), param(ctx), input.body().userId),
);
