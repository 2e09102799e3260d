import { route } from '../../../../platform/http';
import { requireOperator, type BackofficeDeps } from '../../shared/deps';
import { companiesList } from './query';
import { CompaniesQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

export const companiesListRoute = route(
  {
    method: 'GET',
    path: '/api/master/companies',
    summary: 'Every company with its figures.',
    query: CompaniesQuery,
    permission: P('master'),
  },
  async (ctx, d: BackofficeDeps, input) => {
    requireOperator(ctx.state.principal);
    const q = input.query();
    return companiesList(d, q.search, q.page);
  },
);
