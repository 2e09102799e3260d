import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { assignTraining } from './handler';
import { AssignTrainingBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const assignTrainingRoute = route(
  {
    method: 'POST',
    path: '/api/user-groups/:id/trainings',
    summary: 'Assign a training to a group with a deadline in weeks.',
    body: AssignTrainingBody,
    status: 201,
    permission: P('write', 'groupEdit'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const b = input.body();
    return assignTraining(deps, callerIn(ctx), param(ctx), b.trainingId, b.weeks);
  },
);
