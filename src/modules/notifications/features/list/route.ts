import { route } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { listNotifications } from './query';
import { ListQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

/** GET /api/notifications. */
export const listRoute = route(
  {
    method: 'GET',
    path: '/api/notifications',
    summary: 'The caller’s own notifications (the bell), newest first, paged, with the unread count.',
    query: ListQuery,
    permission: P('company', undefined, 'The caller’s own notifications.'),
  },
  async (ctx, d: NotificationDeps, input) => {
    const caller = callerOf(ctx.state);
    const q = input.query();
    return listNotifications(d, caller, { page: q.page, limit: q.limit, unread: q.unread === 'true' });
  },
);
