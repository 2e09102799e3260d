/** Shapes of the users calls (spec section 7, GET/POST/PATCH/DELETE /api/users). */
import type { Role } from '../../../lib/auth';
import type { InvitedUserView, ManagedUserView, UsersPage } from '../../../../shared/contracts/identity';

/** A row of GET /api/users: the user plus what the signed-in user may do to them (decided by the server). */
export type ManagedUser = ManagedUserView;

export type { UsersPage };

/** '' = all roles. */
export type RoleFilter = Role | '';

export interface UserFilters {
  search: string;
  role: RoleFilter;
  page: number;
}

export interface InviteUserInput {
  /** Absent for an employee without e-mail (then `personnelNumber`, role non-managing; issue 33). */
  email?: string;
  /** Personalnummer (issue 33): required without e-mail, optional otherwise. */
  personnelNumber?: string;
  firstName: string;
  lastName: string;
  /** Only with `invitation: 'password'` (the spec's flow). */
  password?: string;
  /** 'link': a one-time link to set one's own password instead of a temporary password; absent without e-mail. */
  invitation?: 'link' | 'password';
  language: 'de' | 'en';
  role: Role;
  isActive: boolean;
  gdprConsent: boolean;
  /** Last day the account works (`YYYY-MM-DD`); null: no end. */
  accessUntil: string | null;
  /** Root and admin only (issue 16, item 6). */
  dateOfBirth?: string | null;
}

/** The answer of POST /api/users (invitationSent: false when the server could not send the invitation mail). */
export type InviteUserResult = InvitedUserView;

/** Only the changed fields (spec section 5). */
export interface UserChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** A personnel number sets it, null removes it (issue 33). */
  personnelNumber?: string | null;
  role?: Role;
  /** A day `YYYY-MM-DD` sets the access end, null clears it. */
  accessUntil?: string | null;
  /** A day `YYYY-MM-DD` sets the date of birth, null clears it (root and admin only). */
  dateOfBirth?: string | null;
  /** The language trainings are given to the person in (issue 34): a tag of src/shared/languages.ts. */
  contentLanguage?: string;
}

/** A unit the signed-in user may add members to (GET /api/user-groups?editable=true). */
export interface UnitOption {
  id: string;
  name: string;
}
