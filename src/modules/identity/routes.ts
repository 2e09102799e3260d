import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import { activateUserRoute } from './features/activate-user/route';
import { changePasswordRoute } from './features/change-password/route';
import { companyProfileRoute } from './features/company-profile/route';
import { deactivateUserRoute } from './features/deactivate-user/route';
import { deleteUserRoute } from './features/delete-user/route';
import { editUserRoute } from './features/edit-user/route';
import { forgotPasswordRoute } from './features/forgot-password/route';
import { importUsersRoute } from './features/import-users/route';
import { invitationRoutes } from './features/invitation/route';
import { inviteUserRoute } from './features/invite-user/route';
import { listUsersRoute } from './features/list-users/route';
import { meRoute } from './features/me/route';
import { resendInvitationRoute } from './features/resend-invitation/route';
import { registerCompanyRoute } from './features/register-company/route';
import { signInRoute } from './features/sign-in/route';
import { signOutRoute } from './features/sign-out/route';
import { updateProfileRoute } from './features/update-profile/route';
import type { IdentityDeps } from './shared/deps';

/** Auth, profile and users calls of spec section 7: one line per slice. */
export function identityRoutes(d: IdentityDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  registerCompanyRoute(r, d);
  signInRoute(r, d);
  signOutRoute(r, d);
  forgotPasswordRoute(r, d);
  invitationRoutes(r, d);
  meRoute(r, d);
  updateProfileRoute(r, d);
  changePasswordRoute(r, d);
  companyProfileRoute(r, d);
  listUsersRoute(r, d);
  importUsersRoute(r, d);
  inviteUserRoute(r, d);
  resendInvitationRoute(r, d);
  editUserRoute(r, d);
  deactivateUserRoute(r, d);
  activateUserRoute(r, d);
  deleteUserRoute(r, d);
  return r;
}
