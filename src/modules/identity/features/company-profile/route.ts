import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { updateCompanyProfile } from './handler';
import { CompanyBody } from './schema';

export function companyProfileRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/company/profile', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    ctx.body = await updateCompanyProfile(d, principal, decode(CompanyBody, ctx.request.body));
  });
}
