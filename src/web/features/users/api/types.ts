/** Shapes of the users calls (spec section 7, GET/POST/PATCH/DELETE /api/users). */
import type { Role } from '../../../lib/auth';
import type { UserPermissions } from '../../../../shared/user-policy';

export interface ManagedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  /** null: never signed in. */
  lastLogin: string | null;
  createdAt: string;
  /** Last day the account works (`YYYY-MM-DD`), or null: no access end. */
  accessUntil: string | null;
  /** What the signed-in user may do to this user (src/shared/user-policy.ts, decided by the server). */
  permissions: UserPermissions;
  /** Invited and not yet set their own password ('Einladung offen'). */
  invitationPending: boolean;
  /** The signed-in user may send a new invitation link (POST /api/users/{id}/invitation). */
  canResendInvitation: boolean;
  language: 'de' | 'en';
}

export interface UsersPage {
  users: ManagedUser[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** '' = all roles. */
export type RoleFilter = Role | '';

export interface UserFilters {
  search: string;
  role: RoleFilter;
  page: number;
}

export interface InviteUserInput {
  email: string;
  firstName: string;
  lastName: string;
  /** Only with `invitation: 'password'` (the spec's flow). */
  password?: string;
  /** 'link': a one-time link to set one's own password instead of a temporary password. */
  invitation: 'link' | 'password';
  language: 'de' | 'en';
  role: Role;
  isActive: boolean;
  gdprConsent: boolean;
  /** Last day the account works (`YYYY-MM-DD`); null: no end. */
  accessUntil: string | null;
}

export interface InviteUserResult extends ManagedUser {
  /** False when the server could not send the invitation mail. */
  invitationSent: boolean;
}

/** Only the changed fields (spec section 5). */
export interface UserChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: Role;
  /** A day `YYYY-MM-DD` sets the access end, null clears it. */
  accessUntil?: string | null;
}

/** A unit the signed-in user may add members to (GET /api/user-groups?editable=true). */
export interface UnitOption {
  id: string;
  name: string;
}
