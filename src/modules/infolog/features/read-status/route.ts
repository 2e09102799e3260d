import { callerOf, idParam } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { readStatus } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/changelog/{id}/read-status. */
export const readStatusRoute = route(
  {
    method: 'GET',
    path: '/api/changelog/:id/read-status',
    summary: 'Who of the group’s members has read a message.',
    permission: P('company', 'groupReports'),
  },
  (ctx, d: InfologDeps) => readStatus(d, callerOf(ctx.state), idParam(ctx)),
);
