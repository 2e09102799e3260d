import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { getSettings } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/notifications/settings. */
export const settingsRoute = route(
  {
    method: 'GET',
    path: '/api/notifications/settings',
    summary: 'The company’s notification settings: reminder days, escalation days, a switch per kind.',
    permission: P('notificationSettings'),
  },
  (ctx, d: NotificationDeps) => getSettings(d, callerOf(ctx.state)),
);
