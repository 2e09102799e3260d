import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
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
import { pinLoginRoute } from './features/pin-login/route';
import { setPinRoute } from './features/set-pin/route';
import { issueStartCodeRoute } from './features/issue-start-code/route';
import { startLettersPostRoute, startLettersRoute } from './features/start-letters/route';
import { signOutRoute } from './features/sign-out/route';
import { badgeLoginRoute } from './features/badge-login/route';
import { badgePdfRoute, badgesPdfRoute } from './features/badges-pdf/route';
import { issueBadgeRoute } from './features/issue-badge/route';
import { kioskInfoRoute, listKiosksRoute, pairKioskRoute, registerKioskRoute, revokeKioskRoute } from './features/kiosks/route';
import { updateProfileRoute } from './features/update-profile/route';
import type { IdentityDeps } from './shared/deps';

/** Auth, profile and users calls of spec section 7: one line per slice, each a declaration (method, path, docs, permission, handler). */
export const IDENTITY_ROUTES: readonly RouteDeclaration<IdentityDeps, RoutePermission>[] = [
  registerCompanyRoute,
  signInRoute,
  pinLoginRoute,
  badgeLoginRoute,
  signOutRoute,
  forgotPasswordRoute,
  ...invitationRoutes,
  meRoute,
  updateProfileRoute,
  changePasswordRoute,
  setPinRoute,
  companyProfileRoute,
  listUsersRoute,
  startLettersRoute,
  startLettersPostRoute,
  importUsersRoute,
  inviteUserRoute,
  resendInvitationRoute,
  issueStartCodeRoute,
  badgesPdfRoute,
  badgePdfRoute,
  issueBadgeRoute,
  registerKioskRoute,
  listKiosksRoute,
  revokeKioskRoute,
  pairKioskRoute,
  kioskInfoRoute,
  editUserRoute,
  deactivateUserRoute,
  activateUserRoute,
  deleteUserRoute,
];

/** The module's router, made from its declarations. */
export const identityRoutes = (d: IdentityDeps): AppRouter => routerOf(IDENTITY_ROUTES, d);
