import { route } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { forgotPassword } from './handler';
import { ForgotBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const forgotPasswordRoute = route(
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a temporary password to the address (404 `email_not_found` for an unknown or inactive address).',
    body: ForgotBody,
    rateLimited: true,
    permission: P('public'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const body = input.body();
    await forgotPassword(d, body.email, clientIp(ctx));
    return {
      message: ctx.state.lang === 'de' ? 'Prüfen Sie Ihr E-Mail-Postfach für das temporäre Passwort' : 'Check your inbox for the temporary password',
    };
  },
);
