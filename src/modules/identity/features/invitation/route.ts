import { route } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { describeInvitation, redeemInvitation } from './handler';
import { SetPasswordBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/** Public (no session): the set-password page of an invitation link (issue 13, item 2). */
export const invitationRoutes = [
  route(
    {
      method: 'GET',
      path: '/api/auth/invitation/:token',
      summary: 'Who an invitation link is for (name, company, whether still valid).',
      permission: P('public', undefined, 'The invitation token says whose password is set.'),
    },
    (ctx, d: IdentityDeps) => describeInvitation(d, ctx.params.token ?? '', clientIp(ctx)),
  ),
  route(
    {
      method: 'POST',
      path: '/api/auth/invitation/:token',
      summary: 'Set the password of an invitation and sign in.',
      body: SetPasswordBody,
      rateLimited: true,
      permission: P('public', undefined, 'The invitation token says whose password is set.'),
    },
    (ctx, d: IdentityDeps, input) => redeemInvitation(d, ctx.params.token ?? '', input.body().password, clientIp(ctx)),
  ),
];
