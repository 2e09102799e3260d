import type { RouteDocs } from '../../platform/http';
import { CompaniesQuery } from './features/companies-list/schema';

/** The platform operator's backoffice, for the API reference. */
export const backofficeApi: RouteDocs = {
  'GET /api/master/stats': { summary: 'Platform figures: companies, users, trainings.' },
  'GET /api/master/companies': { summary: 'Every company with its figures.', query: CompaniesQuery },
  'GET /api/master/companies/:id': { summary: 'One company with its users, trainings and groups.' },
  'DELETE /api/master/companies/:id': { summary: 'Delete a company with everything it keeps.', status: 204 },
};
