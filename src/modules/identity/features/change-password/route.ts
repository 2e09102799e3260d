import { route } from '../../../../platform/http';
import { requireUser, type IdentityDeps } from '../../shared/deps';
import { changePassword } from './handler';
import { ChangePasswordBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const changePasswordRoute = route(
  {
    method: 'PATCH',
    path: '/api/user/change-password',
    summary: 'Change one’s own password (needs the current one).',
    body: ChangePasswordBody,
    permission: P('signed-in', undefined, 'One’s own account.'),
  },
  async (ctx, d: IdentityDeps, input) => {
    const principal = requireUser(ctx.state.principal);
    const body = input.body();
    await changePassword(d, principal, body.currentPassword, body.newPassword);
    return { message: ctx.state.lang === 'de' ? 'Passwort wurde erfolgreich geändert' : 'Password changed successfully' };
  },
);
