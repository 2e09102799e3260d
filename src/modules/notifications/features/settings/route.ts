import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { getSettings } from './query';

/** GET /api/notifications/settings. */
export function settingsRoute(r: Router<AppState>, d: NotificationDeps): void {
  r.get('/notifications/settings', async (ctx) => {
    ctx.body = await getSettings(d, callerOf(ctx.state));
  });
}
