import { route } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { registerCompany } from './handler';
import { RegisterBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const registerCompanyRoute = route(
  {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Register a company with its first user (root); answers the session.',
    body: RegisterBody,
    status: 201,
    rateLimited: true,
    permission: P('public'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const body = input.body();
    const result = await registerCompany(d, body, clientIp(ctx), ctx.state.lang);
    return result;
  },
);
