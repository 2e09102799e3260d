import { operatorRoute, type BackofficeDeps } from '../../shared/deps';
import { companyDetails } from './query';
import { pathCompanyId } from '../../../../shared/contracts/ids';

export const companyDetailsRoute = operatorRoute(
  {
    method: 'GET',
    path: '/api/master/companies/:id',
    summary: 'One company with its users, trainings and groups.',
  },
  (_operator, d: BackofficeDeps, _input, ctx) => companyDetails(d, pathCompanyId(ctx)),
);
