import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { previewNotifications } from './query';

/** GET /api/notifications/preview?until=. */
export function previewRoute(r: Router<AppState>, d: NotificationDeps): void {
  r.get('/notifications/preview', async (ctx) => {
    ctx.body = await previewNotifications(d, callerOf(ctx.state), ctx.query);
  });
}
