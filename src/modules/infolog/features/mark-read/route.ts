import { callerOf, idParam } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { markRead } from './handler';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** POST /api/changelog/{id}/read. */
export const markReadRoute = route(
  {
    method: 'POST',
    path: '/api/changelog/:id/read',
    summary: 'Mark a message as read by the caller.',
    permission: P('company', 'groupMember'),
  },
  (ctx, d: InfologDeps) => markRead(d, callerOf(ctx.state), idParam(ctx)),
);
