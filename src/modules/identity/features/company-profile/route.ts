import { route } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { updateCompanyProfile } from './handler';
import { CompanyBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const companyProfileRoute = route(
  {
    method: 'PATCH',
    path: '/api/company/profile',
    summary: 'Change the company’s name and address, or its login code (root).',
    body: CompanyBody,
    permission: P('companyProfile'),
  },
  (ctx, d: IdentityDeps, input) => updateCompanyProfile(d, requireUser(ctx.state.principal), input.body()),
);
