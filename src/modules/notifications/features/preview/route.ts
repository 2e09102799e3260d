import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { previewNotifications } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { PreviewQuery } from './schema';

/** GET /api/notifications/preview?until=. */
export const previewRoute = route(
  {
    method: 'GET',
    path: '/api/notifications/preview',
    summary: 'What the settings will send from now until a date, without sending.',
    query: PreviewQuery,
    permission: P('notificationSettings'),
  },
  (ctx, d: NotificationDeps) => previewNotifications(d, callerOf(ctx.state), ctx.query),
);
