import { organizationRoute } from '../../../shared/deps';
import { assignTraining } from './handler';
import { AssignTrainingBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const assignTrainingRoute = organizationRoute(
  {
    method: 'POST',
    path: '/api/user-groups/:id/trainings',
    summary: 'Assign a training to a group with a deadline in weeks.',
    body: AssignTrainingBody,
    status: 201,
    permission: P('write', 'groupEdit'),
  },
  (deps, { caller, id, body }) => assignTraining(deps, caller, id, body.trainingId, body.weeks),
);
