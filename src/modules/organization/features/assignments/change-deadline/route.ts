import { route } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { changeDeadline } from './handler';
import { ChangeDeadlineBody } from './schema';
import { P } from '../../../../../shared/route-permissions';

export const changeDeadlineRoute = route(
  {
    method: 'PATCH',
    path: '/api/group-trainings/:trainingId/deadline',
    summary: 'Change the deadline of a training assigned to a group.',
    body: ChangeDeadlineBody,
    permission: P('write', 'groupEdit'),
  },
  async (ctx, deps: OrganizationDeps, input) => {
    const b = input.body();
    return changeDeadline(deps, callerIn(ctx), b.groupId, param(ctx, 'trainingId'), b.weeks);
  },
);
