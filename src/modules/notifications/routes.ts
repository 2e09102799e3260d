import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { changeSettingsRoute } from './features/change-settings/route';
import { listRoute } from './features/list/route';
import { markReadRoute } from './features/mark-read/route';
import { previewRoute } from './features/preview/route';
import { settingsRoute } from './features/settings/route';
import type { NotificationDeps } from './shared/ports';

/** Notifications (issue 16): one line per slice, each a declaration (method, path, docs, permission, handler). */
export const NOTIFICATION_ROUTES: readonly RouteDeclaration<NotificationDeps, RoutePermission>[] = [
  listRoute,
  markReadRoute,
  settingsRoute,
  changeSettingsRoute,
  previewRoute,
];

/** The module's router, made from its declarations. */
export const notificationRoutes = (d: NotificationDeps): AppRouter => routerOf(NOTIFICATION_ROUTES, d);
