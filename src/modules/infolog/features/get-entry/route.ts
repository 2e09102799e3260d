import { messageRoute } from '../../shared/caller';
import { getEntry } from './query';
import { P } from '../../../../shared/route-permissions';

/** GET /api/changelog/{id}. */
export const getEntryRoute = messageRoute(
  {
    method: 'GET',
    path: '/api/changelog/:id',
    summary: 'One message.',
    permission: P('company', 'groupInfolog'),
  },
  getEntry,
);
