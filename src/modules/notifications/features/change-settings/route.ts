import { route } from '../../../../platform/http';
import { assertManagesNotifications } from '../../shared/access';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { changeSettings } from './handler';
import { SettingsBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/** PATCH /api/notifications/settings. */
export const changeSettingsRoute = route(
  {
    method: 'PATCH',
    path: '/api/notifications/settings',
    summary: 'Change the company’s notification settings.',
    body: SettingsBody,
    permission: P('notificationSettings'),
  },
  async (ctx, d: NotificationDeps, input) => {
    const caller = callerOf(ctx.state);
    assertManagesNotifications(caller);
    const body = input.body({});
    return changeSettings(d, caller, body);
  },
);
