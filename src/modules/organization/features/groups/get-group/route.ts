import { objectRoute } from '../../../shared/deps';
import { groupView } from '../../../shared/group-views';
import { P } from '../../../../../shared/route-permissions';

export const getGroupRoute = objectRoute(
  {
    method: 'GET',
    path: '/api/user-groups/:id',
    summary: 'One group’s details.',
    permission: P('company', 'groupDetails'),
  },
  groupView,
);
