import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { companyDetails } from './query';
import { pathCompanyId } from '../../../../shared/contracts/ids';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const companyDetailsRoute = route(
  {
    method: 'GET',
    path: '/api/master/companies/:id',
    summary: 'One company with its users, trainings and groups.',
    permission: P('master'),
  },
  async (ctx, d: BackofficeDeps) => {
    requireOperator(ctx.state.principal);
    return companyDetails(d, pathCompanyId(ctx));
  },
);
