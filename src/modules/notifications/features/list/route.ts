import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { listNotifications } from './query';
import { ListQuery } from './schema';

/** GET /api/notifications. */
export function listRoute(r: Router<AppState>, d: NotificationDeps): void {
  r.get('/notifications', async (ctx) => {
    const caller = callerOf(ctx.state);
    const q = decodeQuery(ListQuery, ctx);
    ctx.body = await listNotifications(d, caller, { page: q.page, limit: q.limit, unread: q.unread === 'true' });
  });
}
