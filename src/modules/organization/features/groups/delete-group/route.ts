import { objectRoute } from '../../../shared/deps';
import { deleteGroup } from './handler';
import { P } from '../../../../../shared/route-permissions';

export const deleteGroupRoute = objectRoute(
  {
    method: 'DELETE',
    path: '/api/user-groups/:id',
    summary: 'Delete a group.',
    status: 204,
    permission: P('write', 'groupStrict'),
  },
  deleteGroup,
);
