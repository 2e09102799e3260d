import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import type { NotificationDeps } from './shared/ports';
import { changeSettingsRoute } from './features/change-settings/route';
import { listRoute } from './features/list/route';
import { markReadRoute } from './features/mark-read/route';
import { previewRoute } from './features/preview/route';
import { settingsRoute } from './features/settings/route';

/** Notifications (issue 16): one line per slice. */
export function notificationRoutes(d: NotificationDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  listRoute(r, d);
  markReadRoute(r, d);
  settingsRoute(r, d);
  changeSettingsRoute(r, d);
  previewRoute(r, d);
  return r;
}
