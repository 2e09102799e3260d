import { route } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { inviteUser } from './handler';
import { InviteBody, requireInviteFields } from './schema';
import { P } from '../../../../shared/route-permissions';

export const inviteUserRoute = route(
  {
    method: 'POST',
    path: '/api/users',
    summary: 'Invite a user (by e-mail link, or with a start password).',
    body: InviteBody,
    status: 201,
    rateLimited: true,
    permission: P('manageGroups', undefined, 'Which roles may be given: the user management table.'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const principal = requireUser(ctx.state.principal);
    requireInviteFields(ctx.request.body);
    const body = input.body();
    const invited = await inviteUser(d, principal, body);
    return invited;
  },
);
