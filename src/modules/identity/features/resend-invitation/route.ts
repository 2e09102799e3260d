import type { IdentityDeps } from '../../shared/deps';
import { resendInvitation } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const resendInvitationRoute = route(
  {
    method: 'POST',
    path: '/api/users/:id/invitation',
    summary: 'Send the invitation e-mail again.',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  (ctx, d: IdentityDeps) => resendInvitation(d, ctx.state.principal, ctx.params.id ?? ''),
);
