import { userRoute } from '../../shared/deps';
import { activateUser } from './handler';
import { P } from '../../../../shared/route-permissions';

export const activateUserRoute = userRoute(
  {
    method: 'PATCH',
    path: '/api/users/:id/activate',
    summary: 'Activate a deactivated user.',
    permission: P('manageGroups', 'userAct'),
  },
  activateUser,
);
