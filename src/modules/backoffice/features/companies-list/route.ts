import { operatorRoute, type BackofficeDeps } from '../../shared/deps';
import { companiesList } from './query';
import { CompaniesQuery } from './schema';

export const companiesListRoute = operatorRoute(
  {
    method: 'GET',
    path: '/api/master/companies',
    summary: 'Every company with its figures.',
    query: CompaniesQuery,
  },
  (_operator, d: BackofficeDeps, input) => companiesList(d, input.query()),
);
