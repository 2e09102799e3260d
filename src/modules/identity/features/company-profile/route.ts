import { route } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { updateCompanyProfile } from './handler';
import { CompanyBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const companyProfileRoute = route(
  {
    method: 'PATCH',
    path: '/api/company/profile',
    summary: 'Change the company’s name, logo or language.',
    body: CompanyBody,
    permission: P('companyProfile'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const principal = requireUser(ctx.state.principal);
    return updateCompanyProfile(d, principal, input.body());
  },
);
