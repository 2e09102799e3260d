/**
 * Response shapes of the identity calls (spec section 7: /api/auth/*, /api/user/*, /api/company/profile,
 * /api/users), shared by the server and the web app. Pure types.
 */
import type { Role } from '../policy';
import type { UserPermissions } from '../user-policy';
import type { UiLanguage } from '../languages';

/** A person named in a view: a co-owner, an instructor, a member. */
export interface PersonRef {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** A person as other modules see them: names, company, role and state (no credentials). */
export interface PersonSummary extends PersonRef {
  readonly companyId: string | null;
  readonly role: Role;
  readonly isActive: boolean;
}

/** A company as its users see it (part of the signed-in user). */
export interface CompanyView {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly address: string;
  readonly trialEndsAt: string;
  readonly createdAt: string;
  /**
   * The code people without e-mail give with their personnel number at sign-in (issue 33); in
   * answers to root and admin only, absent for every other role (null: none assigned yet).
   */
  readonly loginCode?: string | null;
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
  /** Signed in with a start code (issue 33): a PIN must be set (PATCH /api/user/pin) before anything else answers. */
  readonly mustSetPin: boolean;
  /** How the person confirms a completion: with the PIN once one is set, else with the password. */
  readonly confirmsWith: 'password' | 'pin';
  /** The person's language (stored; never chosen: German, the company default). Mails to them are in it. */
  readonly language: UiLanguage;
  /**
   * The language trainings are given to the person in (issue 34; a tag of src/shared/languages.ts):
   * the one set (PATCH /api/users/{id}, PATCH /api/user/profile, the import's `Sprache`), else
   * `language`.
   */
  readonly contentLanguage: string;
  /** The person's number in the company (Personalnummer), or null; an account without e-mail (\`email\` '') always has one. */
  readonly personnelNumber: string | null;
}

/** POST /api/auth/register and /api/auth/login. */
export interface AuthResult {
  readonly token: string;
  readonly user: UserView;
}

/** A row of the users page (GET /api/users), before the caller's permissions. */
export interface CompanyUserRow extends Pick<UserView, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'lastLogin' | 'personnelNumber'> {
  readonly createdAt: string;
  /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin), or null: no access end. */
  readonly accessUntil: string | null;
  /** Invited and not yet set their own password ('Einladung offen'). */
  readonly invitationPending: boolean;
  readonly language: UiLanguage;
  /** As in `UserView`: the content language set, else `language`. */
  readonly contentLanguage: string;
  /** Date of birth (`YYYY-MM-DD`) or null; in answers to root and admin only (`seesDateOfBirth`), absent for every other role. */
  readonly dateOfBirth?: string | null;
}

/**
 * A row of GET /api/users (and the answer of PATCH /api/users/{id}...): the user plus what the caller
 * may do to them. `lastLogin` is absent for managers while the company's works-council mode is on
 * (issue 35, item 6).
 */
export interface ManagedUserView extends Omit<CompanyUserRow, 'lastLogin'> {
  readonly lastLogin?: string | null;
  readonly permissions: UserPermissions;
  /** The caller may send this pending user a new invitation link (POST /api/users/{id}/invitation). */
  readonly canResendInvitation: boolean;
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

/** One row of a user import's answer (POST /api/users/import): the file's row number (header = 1). */
export interface UserImportRow {
  readonly row: number;
  /** '' for an employee without e-mail (issue 33): then the row has its `personnelNumber`. */
  readonly email: string;
  /** The row's personnel number (Personalnummer), when the file gives one. */
  readonly personnelNumber?: string;
  readonly outcome: 'created' | 'skipped' | 'error';
  /** Why (in the request's language): the error, the skip, or a note (e.g. a unit that is created). */
  readonly reason?: string;
  /** Stable code of the reason. */
  readonly code?: string;
}

/** POST /api/users/import?dryRun=true|false: in the dry run, `created` counts the rows that would be created. */
export interface UserImportResult {
  readonly rows: readonly UserImportRow[];
  readonly created: number;
  readonly skipped: number;
  readonly errors: number;
  readonly dryRun: boolean;
  /** Units that are (dry run: would be) created, each once. */
  readonly newUnits: readonly string[];
}

/** GET /api/auth/invitation/{token}: whom a working invitation link is for. */
export interface InvitationView {
  readonly email: string;
  readonly firstName: string;
  readonly companyName: string;
  readonly expiresAt: string;
  readonly language: UiLanguage;
}

/** POST /api/users/{id}/start-code: the one-time code (shown only here) and when it stops working. */
export interface StartCodeAnswer {
  readonly code: string;
  readonly expiresAt: string;
}

/** How a signed-in person confirms something again (a completion): the password, or the PIN (issue 33). */
export type Confirmation = { readonly password: string } | { readonly pin: string };

/** POST /api/users/{id}/badge: the new badge token (shown only here and on the printed badge; only its hash is kept). */
export interface BadgeAnswer {
  readonly badge: string;
  readonly issuedAt: string;
}

/** A kiosk (shared tablet on site) as its company's root and admins see it (GET /api/kiosks). */
export interface KioskView {
  readonly id: string;
  readonly name: string;
  /** Units whose members may sign in there; empty: everybody in the company. */
  readonly groups: readonly { readonly id: string; readonly name: string }[];
  /** 'pairing': the pairing code still works; 'unpaired': it expired unused; 'paired': in use; 'revoked': ended. */
  readonly status: 'pairing' | 'unpaired' | 'paired' | 'revoked';
  readonly createdAt: string;
  readonly pairingExpiresAt: string;
  readonly pairedAt: string | null;
  /** The last sign-in on the device, or null. */
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
}

/** GET /api/kiosks */
export interface KiosksPage {
  readonly kiosks: KioskView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
}

/** POST /api/kiosks: the new kiosk and its pairing code (8 characters, valid 10 minutes, shown only here). */
export interface KioskCreated {
  readonly id: string;
  readonly pairingCode: string;
  readonly expiresAt: string;
}

/** What a paired kiosk knows of itself (POST /api/kiosk/pair, GET /api/kiosk). */
export interface KioskInfo {
  readonly id: string;
  readonly name: string;
  readonly companyName: string;
}

/** POST /api/kiosk/pair: the device token the tablet keeps (sent as `X-Kiosk-Device`). */
export interface KioskPaired {
  readonly deviceToken: string;
  readonly kiosk: KioskInfo;
}
