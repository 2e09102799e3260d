import type { AppRouter } from '../../../../../platform/http';
import { callerIn, param, type OrganizationDeps } from '../../../shared/deps';
import { removeMember } from './handler';

export function removeMemberRoute(r: AppRouter, deps: OrganizationDeps): void {
  r.delete('/user-groups/:id/members/:userId', async (ctx) => {
    await removeMember(deps, callerIn(ctx), param(ctx), param(ctx, 'userId'));
    ctx.status = 204;
  });
}
