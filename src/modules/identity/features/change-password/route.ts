import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { changePassword } from './handler';
import { ChangePasswordBody } from './schema';

export function changePasswordRoute(r: Router<AppState>, d: IdentityDeps): void {
  r.patch('/user/change-password', async (ctx) => {
    const principal = requireUser(ctx.state.principal);
    const body = decode(ChangePasswordBody, ctx.request.body);
    await changePassword(d, principal, body.currentPassword, body.newPassword);
    ctx.body = { message: ctx.state.lang === 'de' ? 'Passwort wurde erfolgreich geändert' : 'Password changed successfully' };
  });
}
