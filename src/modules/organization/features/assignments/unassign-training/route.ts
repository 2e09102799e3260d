import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { unassignTraining } from './handler';
import { route } from '../../../../../platform/http';
import { P } from '../../../../../shared/route-permissions';

export const unassignTrainingRoute = route(
  {
    method: 'DELETE',
    path: '/api/user-groups/:id/trainings/:trainingId',
    summary: 'Unassign a training from a group.',
    status: 204,
    permission: P('write', 'groupEdit'),
  },
  (ctx, deps: OrganizationDeps) => unassignTraining(deps, callerIn(ctx), param(ctx), param(ctx, 'trainingId')),
);
