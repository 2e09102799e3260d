import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { clientIp, type IdentityDeps } from '../../shared/deps';
import { describeInvitation, redeemInvitation } from './handler';
import { SetPasswordBody } from './schema';

/** Public (no session): the set-password page of an invitation link (issue 13, item 2). */
export function invitationRoutes(r: Router<AppState>, d: IdentityDeps): void {
  r.get('/auth/invitation/:token', async (ctx) => {
    ctx.body = await describeInvitation(d, ctx.params.token ?? '', clientIp(ctx));
  });
  r.post('/auth/invitation/:token', async (ctx) => {
    const body = decode(SetPasswordBody, ctx.request.body);
    ctx.body = await redeemInvitation(d, ctx.params.token ?? '', body.password, clientIp(ctx));
  });
}
