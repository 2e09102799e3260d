import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { addMember } from './handler';
import { AddMemberBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const addMemberRoute = route(
  {
    method: 'POST',
    path: '/api/user-groups/:id/members',
    summary: 'Add a member (by user id or e-mail).',
    body: AddMemberBody,
    status: 201,
    permission: P('write', 'groupEdit'),
  },
  (ctx, deps: OrganizationDeps, input) => addMember(deps, callerIn(ctx), param(ctx), input.body()),
);
