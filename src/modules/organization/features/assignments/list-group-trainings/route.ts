import { objectRoute } from '../../../shared/deps';
import { groupTrainingViews } from '../../../shared/group-views';
import { P } from '../../../../../shared/route-permissions';

export const listGroupTrainingsRoute = objectRoute(
  {
    method: 'GET',
    path: '/api/user-groups/:id/trainings',
    summary: 'The trainings assigned to a group with their deadlines.',
    permission: P('groups', undefined, 'Every group of the company (spec: the Trainings button for all on the groups screen).'),
  },
  groupTrainingViews,
);
