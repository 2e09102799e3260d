import { operatorRoute, type BackofficeDeps } from '../../shared/deps';
import { deleteCompany } from './handler';
import { pathCompanyId } from '../../../../shared/contracts/ids';

export const deleteCompanyRoute = operatorRoute(
  {
    method: 'DELETE',
    path: '/api/master/companies/:id',
    summary: 'Delete a company with everything it keeps.',
    status: 204,
  },
  (operator, d: BackofficeDeps, _input, ctx) => deleteCompany(d, operator, pathCompanyId(ctx)),
);
