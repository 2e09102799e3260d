import { route } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { signIn } from './handler';
import { LoginBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const signInRoute = route(
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password; answers the session token.',
    body: LoginBody,
    rateLimited: true,
    permission: P('public'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const body = input.body();
    return signIn(d, body.email, body.password, clientIp(ctx));
  },
);
