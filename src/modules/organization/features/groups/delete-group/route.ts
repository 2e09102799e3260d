import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { deleteGroup } from './handler';

export function deleteGroupRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/user-groups/:id', async (ctx) => {
    await deleteGroup(deps, callerIn(ctx), param(ctx));
    ctx.status = 204;
  });
}
