import { userRoute } from '../../shared/deps';
import { deactivateUser } from './handler';
import { P } from '../../../../shared/route-permissions';

export const deactivateUserRoute = userRoute(
  {
    method: 'PATCH',
    path: '/api/users/:id/deactivate',
    summary: 'Deactivate a user (ends their sessions).',
    permission: P('manageGroups', 'userAct'),
  },
  deactivateUser,
);
