import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { assertManagesNotifications } from '../../shared/access';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { changeSettings } from './handler';
import { SettingsBody } from './schema';

/** PATCH /api/notifications/settings. */
export function changeSettingsRoute(r: Router<AppState>, d: NotificationDeps): void {
  r.patch('/notifications/settings', async (ctx) => {
    const caller = callerOf(ctx.state);
    assertManagesNotifications(caller);
    const body = decode(SettingsBody, ctx.request.body ?? {});
    ctx.body = await changeSettings(d, caller, body);
  });
}
