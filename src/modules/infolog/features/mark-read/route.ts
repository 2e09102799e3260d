import { messageRoute } from '../../shared/caller';
import { markRead } from './handler';
import { P } from '../../../../shared/route-permissions';

/** POST /api/changelog/{id}/read. */
export const markReadRoute = messageRoute(
  {
    method: 'POST',
    path: '/api/changelog/:id/read',
    summary: 'Mark a message as read by the caller.',
    permission: P('company', 'groupMember'),
  },
  markRead,
);
