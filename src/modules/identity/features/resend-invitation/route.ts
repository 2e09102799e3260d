import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { resendInvitation } from './handler';

export function resendInvitationRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.post('/users/:id/invitation', async (ctx) => {
    ctx.body = await resendInvitation(d, ctx.state.principal, ctx.params.id ?? '');
  });
}
