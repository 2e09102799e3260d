import { route } from '../../../../platform/http';
import { assertMayMarkRead } from '../../shared/access';
import { callerOf } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';
import { markRead } from './handler';
import { MarkReadBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/** POST /api/notifications/read. */
export const markReadRoute = route(
  {
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark some (ids) or all of the caller’s notifications read.',
    body: MarkReadBody,
    permission: P('write', undefined, 'The caller’s own notifications.'),
  },
  async (ctx, d: NotificationDeps, input) => {
    const caller = callerOf(ctx.state);
    assertMayMarkRead(caller);
    const body = input.body({});
    return markRead(d, caller, body.ids ?? null);
  },
);
