import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import { companiesListRoute } from './features/companies-list/route';
import { companyDetailsRoute } from './features/company-details/route';
import { deleteCompanyRoute } from './features/delete-company/route';
import { statisticsRoute } from './features/statistics/route';
import type { BackofficeDeps } from './shared/deps';

/** Master calls of spec section 7 (platform operator only): one line per slice. */
export function backofficeRoutes(d: BackofficeDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api/master' });
  statisticsRoute(r, d);
  companiesListRoute(r, d);
  companyDetailsRoute(r, d);
  deleteCompanyRoute(r, d);
  return r;
}
