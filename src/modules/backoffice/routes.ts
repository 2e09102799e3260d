import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { companiesListRoute } from './features/companies-list/route';
import { companyDetailsRoute } from './features/company-details/route';
import { deleteCompanyRoute } from './features/delete-company/route';
import { statisticsRoute } from './features/statistics/route';
import type { BackofficeDeps } from './shared/deps';

/** Master calls of spec section 7 (platform operator only): one line per slice, each a declaration (method, path, docs, permission, handler). */
export const BACKOFFICE_ROUTES: readonly RouteDeclaration<BackofficeDeps, RoutePermission>[] = [
  statisticsRoute,
  companiesListRoute,
  companyDetailsRoute,
  deleteCompanyRoute,
];

/** The module's router, made from its declarations. */
export const backofficeRoutes = (d: BackofficeDeps): AppRouter => routerOf(BACKOFFICE_ROUTES, d);
