import type { RouteDocs } from '../../platform/http';
import { ChangePasswordBody } from './features/change-password/schema';
import { CompanyBody } from './features/company-profile/schema';
import { EditBody } from './features/edit-user/schema';
import { ForgotBody } from './features/forgot-password/schema';
import { ImportQuery } from './features/import-users/schema';
import { SetPasswordBody } from './features/invitation/schema';
import { InviteBody } from './features/invite-user/schema';
import { ListQuery } from './features/list-users/schema';
import { RegisterBody } from './features/register-company/schema';
import { LoginBody } from './features/sign-in/schema';
import { ProfileBody } from './features/update-profile/schema';

/** The identity module's routes for the API reference (OpenAPI document and /api/docs). */
export const identityApi: RouteDocs = {
  'POST /api/auth/register': { summary: 'Register a company with its first user (root); answers the session.', body: RegisterBody, status: 201, rateLimited: true },
  'POST /api/auth/login': { summary: 'Sign in with e-mail and password; answers the session token.', body: LoginBody, rateLimited: true },
  'POST /api/auth/logout': { summary: 'Sign out: ends the current session.', status: 204 },
  'POST /api/auth/forgot-password': { summary: 'Mail a temporary password to the address (404 `email_not_found` for an unknown or inactive address).', body: ForgotBody, rateLimited: true },
  'GET /api/auth/invitation/:token': { summary: 'Who an invitation link is for (name, company, whether still valid).' },
  'POST /api/auth/invitation/:token': { summary: 'Set the password of an invitation and sign in.', body: SetPasswordBody, rateLimited: true },
  'GET /api/auth/me': { summary: 'The signed-in user with company and role.' },
  'PATCH /api/user/profile': { summary: 'Change one’s own name, e-mail or language.', body: ProfileBody },
  'PATCH /api/user/change-password': { summary: 'Change one’s own password (needs the current one).', body: ChangePasswordBody },
  'PATCH /api/company/profile': { summary: 'Change the company’s name, logo or language.', body: CompanyBody },
  'GET /api/users': { summary: 'The company’s users, paged and filtered, with what the caller may do with each.', query: ListQuery },
  'POST /api/users/import': { summary: 'Import users from a CSV or XLSX file (dry run with `?dryRun=true`).', query: ImportQuery, upload: 'multipart/form-data' },
  'POST /api/users': { summary: 'Invite a user (by e-mail link, or with a start password).', body: InviteBody, status: 201, rateLimited: true },
  'POST /api/users/:id/invitation': { summary: 'Send the invitation e-mail again.', rateLimited: true },
  'PATCH /api/users/:id': { summary: 'Edit a user: name, e-mail, role, access end.', body: EditBody },
  'PATCH /api/users/:id/deactivate': { summary: 'Deactivate a user (ends their sessions).' },
  'PATCH /api/users/:id/activate': { summary: 'Activate a deactivated user.' },
  'DELETE /api/users/:id': { summary: 'Delete a user.', status: 204 },
};
