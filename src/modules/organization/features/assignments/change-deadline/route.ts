import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { changeDeadline } from './handler';
import { ChangeDeadlineBody } from './schema';

export function changeDeadlineRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.patch('/group-trainings/:trainingId/deadline', async (ctx) => {
    const b = decode(ChangeDeadlineBody, ctx.request.body);
    ctx.body = await changeDeadline(deps, callerIn(ctx), b.groupId, param(ctx, 'trainingId'), b.weeks);
  });
}
