import { requireUser, type IdentityDeps } from '../../shared/deps';
import { signOut } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const signOutRoute = route(
  {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: ends the current session.',
    status: 204,
    permission: P('signed-in'),
  },
  (ctx, d: IdentityDeps) => signOut(d, requireUser(ctx.state.principal)),
);
