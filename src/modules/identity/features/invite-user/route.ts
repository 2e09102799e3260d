import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { inviteUser } from './handler';
import { InviteBody, requireInviteFields } from './schema';

export function inviteUserRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.post('/users', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    requireInviteFields(ctx.request.body);
    const body = decode(InviteBody, ctx.request.body);
    const invited = await inviteUser(d, principal, body);
    ctx.status = 201;
    ctx.body = invited;
  });
}
