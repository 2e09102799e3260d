import { messageRoute } from '../../shared/caller';
import { readStatus } from './query';
import { P } from '../../../../shared/route-permissions';

/** GET /api/changelog/{id}/read-status. */
export const readStatusRoute = messageRoute(
  {
    method: 'GET',
    path: '/api/changelog/:id/read-status',
    summary: 'Who of the group’s members has read a message.',
    permission: P('company', 'groupReports'),
  },
  readStatus,
);
