import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { assertMayMarkRead } from '../../shared/access';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { markRead } from './handler';
import { MarkReadBody } from './schema';

/** POST /api/notifications/read. */
export function markReadRoute(r: Router<AppState>, d: NotificationDeps): void {
  r.post('/notifications/read', async (ctx) => {
    const caller = callerOf(ctx.state);
    assertMayMarkRead(caller);
    const body = decode(MarkReadBody, ctx.request.body ?? {});
    ctx.body = await markRead(d, caller, body.ids ?? null);
  });
}
