import { userRoute } from '../../shared/deps';
import { resendInvitation } from './handler';
import { P } from '../../../../shared/route-permissions';

export const resendInvitationRoute = userRoute(
  {
    method: 'POST',
    path: '/api/users/:id/invitation',
    summary: 'Send the invitation e-mail again.',
    rateLimited: true,
    permission: P('manageGroups', 'userAct'),
  },
  resendInvitation,
);
