import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { registerCompany } from './handler';
import { RegisterBody } from './schema';

export function registerCompanyRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.post('/auth/register', async (ctx) => {
    const body = decode(RegisterBody, ctx.request.body);
    const result = await registerCompany(d, body, clientIp(ctx), ctx.state.lang);
    ctx.status = 201;
    ctx.body = result;
  });
}
