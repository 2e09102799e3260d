import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { signIn } from './handler';
import { LoginBody } from './schema';

export function signInRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.post('/auth/login', async (ctx) => {
    const body = decode(LoginBody, ctx.request.body);
    ctx.body = await signIn(d, body.email, body.password, clientIp(ctx));
  });
}
