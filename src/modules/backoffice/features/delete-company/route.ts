import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { deleteCompany } from './handler';
import { pathCompanyId } from '../../../../shared/contracts/ids';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

export const deleteCompanyRoute = route(
  {
    method: 'DELETE',
    path: '/api/master/companies/:id',
    summary: 'Delete a company with everything it keeps.',
    status: 204,
    permission: P('master'),
  },
  (ctx, d: BackofficeDeps) => deleteCompany(d, requireOperator(ctx.state.principal), pathCompanyId(ctx)),
);
