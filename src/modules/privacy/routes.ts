import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { changeSettingsRoute } from './features/change-settings/route';
import { ownDataExportRoute, userDataExportRoute } from './features/data-export/route';
import { legalHoldsRoute, liftLegalHoldRoute, placeLegalHoldRoute } from './features/legal-holds/route';
import { eraseUserRoute } from './features/erase/route';
import { erasuresRoute } from './features/erasures/route';
import { previewRoute } from './features/preview/route';
import { settingsRoute } from './features/settings/route';
import type { PrivacyDeps } from './shared/deps';

/** Data protection (issue 35): one line per slice, each a declaration (method, path, docs, permission, handler). */
export const PRIVACY_ROUTES: readonly RouteDeclaration<PrivacyDeps, RoutePermission>[] = [
  settingsRoute,
  changeSettingsRoute,
  legalHoldsRoute,
  previewRoute,
  erasuresRoute,
  placeLegalHoldRoute,
  liftLegalHoldRoute,
  eraseUserRoute,
  ownDataExportRoute,
  userDataExportRoute,
];

export const privacyRoutes = (d: PrivacyDeps): AppRouter => routerOf(PRIVACY_ROUTES, d);
