import { decode, type AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { DetailsPatch } from '../../../shared/schema';
import { updateGroup } from './handler';

export function updateGroupRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.patch('/user-groups/:id', async (ctx) => {
    ctx.body = await updateGroup(deps, callerIn(ctx), param(ctx), decode(DetailsPatch, ctx.request.body));
  });
}
