import { userRoute } from '../../shared/deps';
import { deleteUser } from './handler';
import { P } from '../../../../shared/route-permissions';

export const deleteUserRoute = userRoute(
  {
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Delete a user.',
    status: 204,
    permission: P('manageGroups', 'userDelete'),
  },
  deleteUser,
);
