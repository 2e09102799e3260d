import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { forgotPassword } from './handler';
import { ForgotBody } from './schema';

export function forgotPasswordRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.post('/auth/forgot-password', async (ctx) => {
    const body = decode(ForgotBody, ctx.request.body);
    await forgotPassword(d, body.email, clientIp(ctx));
    ctx.body = {
      message: ctx.state.lang === 'de' ? 'Prüfen Sie Ihr E-Mail-Postfach für das temporäre Passwort' : 'Check your inbox for the temporary password',
    };
  });
}
