/**
 * Response shapes of the identity calls (spec section 7: /api/auth/*, /api/user/*, /api/company/profile,
 * /api/users), shared by the server and the web app. Pure types.
 */
import type { Role } from '../policy';
import type { UserPermissions } from '../user-policy';

/** A company as its users see it (part of the signed-in user). */
export interface CompanyView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly address: string;
  readonly trialEndsAt: string;
  readonly createdAt: string;
}

/** The signed-in user (GET /api/auth/me, PATCH /api/user/profile, PATCH /api/company/profile). */
export interface UserView {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly isActive: boolean;
  /** null: never signed in. */
  readonly lastLogin: string | null;
  readonly gdprConsent: boolean;
  readonly companyId: string | null;
  readonly company: CompanyView | null;
  readonly mustChangePassword: boolean;
}

/** POST /api/auth/register and /api/auth/login. */
export interface AuthResult {
  readonly token: string;
  readonly user: UserView;
}

/** A row of the users page (GET /api/users), before the caller's permissions. */
export interface CompanyUserRow extends Pick<UserView, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'lastLogin'> {
  readonly createdAt: string;
  /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin), or null: no access end. */
  readonly accessUntil: string | null;
}

/** A row of GET /api/users (and the answer of PATCH /api/users/{id}...): the user plus what the caller may do to them. */
export interface ManagedUserView extends CompanyUserRow {
  readonly permissions: UserPermissions;
}

/** GET /api/users */
export interface UsersPage {
  readonly users: ManagedUserView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

/** POST /api/users */
export interface InvitedUserView extends ManagedUserView {
  /** False when the invitation mail could not be handed to the mailer (the user exists all the same). */
  readonly invitationSent: boolean;
}
