import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { actionRefusal, dateOfBirthRefusal, inviteRefusal, mayGoWithoutEmail, resendInvitationRefusal, roleChangeRefusal, type Actor, type UserPolicyRefusal } from '../../../shared/user-policy';
import { accessEndInPast } from './access-end';
import { contentLanguageChanged, contentLanguageRefusal, type ContentLanguageRefusal } from './content-language';
import { dateOfBirthRefusal as invalidDateOfBirth, type DateOfBirthRefusal } from './date-of-birth';
import { lockNoticeDue, pinRefusal, type PinRefusal } from './pin';
import type { IdentityEvent, Language, Role } from './events';

/** The current invitation link of a user who has not set their own password yet. */
export interface InvitationLink {
  readonly linkId: string;
  readonly tokenHash: string;
  readonly expiresAt: string;
}

/** A link to issue: its id, the SHA-256 of its token and how long it works. */
export interface NewInvitationLink {
  readonly linkId: string;
  readonly tokenHash: string;
  readonly validDays: number;
}

/** Who an account is, as registered and as kept. */
interface Account {
  readonly userId: string;
  readonly companyId: string | null;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly passwordHash: string;
}

export type UserState =
  | { readonly status: 'none' }
  | (Account & {
      readonly status: 'registered';
      readonly temporaryPassword: { readonly hash: string; readonly expiresAt: string } | null;
      readonly mustChangePassword: boolean;
      readonly isActive: boolean;
      /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin), or null. */
      readonly accessUntil: string | null;
      /** Date of birth (`YYYY-MM-DD`), or null: not recorded. */
      readonly dateOfBirth: string | null;
      /** The person's language; null: never chosen (then the company's language, German). */
      readonly language: Language | null;
      /** The content language set for the person (issue 34); null: never set (then `language`, else German). */
      readonly contentLanguage: string | null;
      /** False from an invitation until the person sets their own password (pending invitation). */
      readonly passwordSet: boolean;
      /** The one link that works now, or null (none issued, redeemed). */
      readonly invitation: InvitationLink | null;
      /** The person's number in the company (Personalnummer), or null; an account without e-mail always has one. */
      readonly personnelNumber: string | null;
      /** The start code that works now (issue 33): its hash and end; null: none issued, used up. */
      readonly startCode: { readonly hash: string; readonly expiresAt: string } | null;
      /** The PIN's hash, or null: none set. */
      readonly pinHash: string | null;
      /** Signed in with a start code and no PIN set since: only setting one is allowed. */
      readonly mustSetPin: boolean;
    })
  | {
      /** Deleted: the stream is closed for every command; its events stay for the audit trail. */
      readonly status: 'deleted';
      readonly userId: string;
      readonly companyId: string | null;
      readonly email: string;
    };

type RegisteredUser = Extract<UserState, { status: 'registered' }>;

/** The signed-in colleague who manages users (users page); the policy of spec section 6 decides. */
export type UserManager = Actor;

/** Changed fields of an edit on the users page; absent means unchanged. */
export interface UserChanges {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly email?: string | undefined;
  readonly role?: Role | undefined;
  /** A day `YYYY-MM-DD` to set, null to clear the access end date. */
  readonly accessUntil?: string | null | undefined;
  /** A day `YYYY-MM-DD` to set, null to clear the date of birth (root and admin only). */
  readonly dateOfBirth?: string | null | undefined;
  /** A personnel number to set, null to clear it (not for an account without e-mail). */
  readonly personnelNumber?: string | null | undefined;
  /** A content language to set (a tag of CONTENT_LANGUAGES). */
  readonly contentLanguage?: string | undefined;
  /** A UI language to set (issue 34 item 5: the screens, notice mails and evidence of a worker an admin looks after). */
  readonly language?: Language | undefined;
}

export type UserCommand =
  | (Account & {
      readonly type: 'RegisterUser';
      readonly gdprConsent: boolean;
      readonly now: Date;
      /** The language the person registered in; absent: not recorded. */
      readonly language?: Language;
    })
  | { readonly type: 'UpdateProfile'; readonly firstName: string; readonly lastName: string; readonly email: string }
  | {
      readonly type: 'ChangePassword';
      /** Verified by the application (scrypt) before deciding. */
      readonly currentPasswordValid: boolean;
      readonly newPasswordHash: string;
      readonly now: Date;
      readonly keepSessionId: string | null;
    }
  | { readonly type: 'IssueTemporaryPassword'; readonly passwordHash: string; readonly now: Date; readonly validHours: number }
  | { readonly type: 'RedeemTemporaryPassword'; readonly now: Date; readonly sessionId: string }
  /**
   * A sign-in with the user's password (verified by the application) starting `sessionId`: while the
   * password is one someone else chose (must be changed), every other session ends; `rehash` stores
   * the same password hashed at the current cost, if the stored hash is still the one verified.
   */
  | {
      readonly type: 'RecordSignIn';
      readonly sessionId: string;
      readonly now: Date;
      readonly rehash: { readonly verifiedHash: string; readonly newHash: string } | null;
    }
  | {
      readonly type: 'InviteUser';
      readonly userId: string;
      readonly companyId: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly role: Role;
      /** Hash of the temporary password the inviter chose; it must be changed at the first sign-in. */
      readonly passwordHash: string;
      readonly isActive: boolean;
      readonly gdprConsent: boolean;
      /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin), or null. */
      readonly accessUntil: string | null;
      readonly actor: UserManager;
      readonly now: Date;
      /** The person's language, chosen by the inviter; absent: not recorded. */
      readonly language?: Language;
      /** Invite with a one-time link to set a password (then `passwordHash` is ''). */
      readonly link?: NewInvitationLink;
      /** The import run that creates this user (no password, no link yet: both come with the queued mail). */
      readonly importId?: string;
      /** Date of birth (`YYYY-MM-DD`, root and admin only); absent or null: not recorded. */
      readonly dateOfBirth?: string | null;
      /** The person's number in the company; required when `email` is '' (no e-mail). */
      readonly personnelNumber?: string | null;
      /** A content language other than simply the UI language (the import's `Sprache`, issue 34); absent or null: none set. */
      readonly contentLanguage?: string | null;
    }
  | { readonly type: 'ChangeLanguage'; readonly language: Language; readonly now: Date }
  /**
   * The language trainings are given to the person in (issue 34): the person sets their own, and
   * who may edit the person on the users page sets anyone else's.
   */
  | { readonly type: 'ChangeContentLanguage'; readonly contentLanguage: string; readonly actor: UserManager; readonly now: Date }
  /** A new invitation link for a pending user; the previous one stops working. */
  | { readonly type: 'IssueInvitationLink'; readonly actor: UserManager; readonly link: NewInvitationLink; readonly now: Date }
  /** The link is used: the person sets their password and is signed in with `sessionId`. */
  | { readonly type: 'RedeemInvitationLink'; readonly tokenHash: string; readonly passwordHash: string; readonly sessionId: string; readonly now: Date }
  | { readonly type: 'EditUser'; readonly actor: UserManager; readonly changes: UserChanges; readonly now: Date }
  | { readonly type: 'DeactivateUser'; readonly actor: UserManager; readonly now: Date }
  | { readonly type: 'ActivateUser'; readonly actor: UserManager; readonly now: Date }
  | { readonly type: 'DeleteUser'; readonly actor: UserManager; readonly now: Date }
  /** A new start code (issue 33) for a person with a personnel number; the earlier one stops working. */
  | { readonly type: 'IssueStartCode'; readonly actor: UserManager; readonly codeHash: string; readonly validDays: number; readonly now: Date }
  /** A new badge (issue 33, item 4) for a person with a personnel number; the earlier one stops working. */
  | { readonly type: 'IssueBadge'; readonly actor: UserManager; readonly badgeHash: string; readonly now: Date }
  /**
   * A sign-in with the start code starting `sessionId`. `matchedHash` is the stored hash the typed
   * code matched (scrypt, in the application), or null: it counts only while it is the current code's.
   */
  | { readonly type: 'RedeemStartCode'; readonly matchedHash: string | null; readonly sessionId: string; readonly now: Date }
  /**
   * The person's new PIN: `pin` for the rules (never stored), `pinHash` to keep. A PIN already set
   * is changed only with it: `currentPinMatched` is the stored hash the typed current PIN matched
   * (scrypt, in the application), or null; right after a start code no current PIN is asked.
   */
  | { readonly type: 'SetPin'; readonly pin: string; readonly pinHash: string; readonly currentPinMatched: string | null; readonly now: Date }
  /**
   * Somebody keeps signing in wrong to this account with PIN, start code or badge (issue 33, item
   * 6): `attemptsInARow` as the limits counted them, on `kioskId` or not on a kiosk, and the
   * company's admins and root to be told (`noticeTo`, fixed in the event: a replay tells nobody new).
   */
  | { readonly type: 'ReportSignInLock'; readonly attemptsInARow: number; readonly kioskId: string | null; readonly noticeTo: readonly string[]; readonly now: Date };

type NewPersonCommand = Extract<UserCommand, { type: 'RegisterUser' | 'InviteUser' }>;

/** Who a registration or an invitation creates: the fields both events record first, in this order. */
function newPerson<C extends NewPersonCommand>(command: C): Pick<C, 'userId' | 'companyId' | 'email' | 'firstName' | 'lastName' | 'role' | 'passwordHash'> {
  const { userId, companyId, email, firstName, lastName, role, passwordHash } = command;
  return { userId, companyId, email, firstName, lastName, role, passwordHash };
}

export type UserError =
  | 'UserAlreadyRegistered'
  | 'UserNotFound'
  | 'CurrentPasswordWrong'
  | 'NoTemporaryPassword'
  | 'TemporaryPasswordExpired'
  /** An edit whose values equal the current ones ('No changes were made'). */
  | 'NoChangesMade'
  /** Registering oneself needs consent to the privacy policy (an invited user's consent is optional). */
  | 'GdprConsentRequired'
  /** An access end date before today (Europe/Berlin). */
  | 'AccessEndInPast'
  /** A link that is not the user's current one: used, superseded by a newer one, or never issued. */
  | 'InvitationLinkInvalid'
  | 'InvitationLinkExpired'
  /** Invitation links go only to users who have not set their own password yet. */
  | 'InvitationNotPending'
  /** A deactivated user cannot use their invitation link. */
  | 'UserDeactivated'
  /** Without an e-mail address an account is an employee's (role non-managing, issue 33) ... */
  | 'EmailRequiredForRole'
  /** ... and has a personnel number to sign in with, which cannot be removed. */
  | 'PersonnelNumberRequired'
  /** No start code, a used or replaced one, an expired one or a wrong one: one answer, nothing to guess from. */
  | 'StartCodeInvalid'
  | 'CurrentPinWrong'
  | PinRefusal
  /** A date of birth today or later, or before 1900. */
  | DateOfBirthRefusal
  | ContentLanguageRefusal
  | UserPolicyRefusal;

const target = (s: RegisteredUser) => ({ userId: s.userId, role: s.role });

/** A user as registered or invited: what the event says, with no temporary password, access end or invitation link yet. */
const registered = (
  d: Pick<RegisteredUser, 'userId' | 'companyId' | 'email' | 'firstName' | 'lastName' | 'role' | 'passwordHash'> & {
    readonly language?: Language | undefined;
    readonly personnelNumber?: string | undefined;
  },
  how: Pick<RegisteredUser, 'mustChangePassword' | 'isActive' | 'passwordSet'>,
): UserState => ({
  status: 'registered',
  userId: d.userId,
  companyId: d.companyId,
  email: d.email,
  firstName: d.firstName,
  lastName: d.lastName,
  role: d.role,
  passwordHash: d.passwordHash,
  temporaryPassword: null,
  accessUntil: null,
  dateOfBirth: null,
  language: d.language ?? null,
  contentLanguage: null,
  invitation: null,
  personnelNumber: d.personnelNumber ?? null,
  startCode: null,
  pinHash: null,
  mustSetPin: false,
  ...how,
});

export const userDecider: Decider<UserCommand, IdentityEvent, UserState, UserError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'identity.UserRegistered':
        return registered(event.data, { mustChangePassword: false, isActive: true, passwordSet: true });
      case 'identity.UserInvited':
        // nobody without e-mail signs in with the invitation's password (they get a start code)
        return registered(event.data, { mustChangePassword: event.data.email !== '', isActive: event.data.isActive, passwordSet: false });
      case 'identity.UserLanguageChanged':
        return state.status === 'registered' ? { ...state, language: event.data.language } : state;
      case 'identity.ContentLanguageChanged':
        return state.status === 'registered' ? { ...state, contentLanguage: event.data.contentLanguage } : state;
      case 'identity.InvitationLinkIssued':
        return state.status === 'registered'
          ? { ...state, invitation: { linkId: event.data.linkId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } }
          : state;
      case 'identity.InvitationLinkRedeemed':
        return state.status === 'registered' ? { ...state, invitation: null } : state;
      case 'identity.UserRoleChanged':
        return state.status === 'registered' ? { ...state, role: event.data.role } : state;
      case 'identity.UserAccessEndChanged':
        return state.status === 'registered' ? { ...state, accessUntil: event.data.accessUntil } : state;
      case 'identity.UserDateOfBirthChanged':
        return state.status === 'registered' ? { ...state, dateOfBirth: event.data.dateOfBirth } : state;
      case 'identity.PersonnelNumberChanged':
        return state.status === 'registered' ? { ...state, personnelNumber: event.data.personnelNumber } : state;
      case 'identity.StartCodeIssued':
        return state.status === 'registered' ? { ...state, startCode: { hash: event.data.codeHash, expiresAt: event.data.expiresAt } } : state;
      case 'identity.StartCodeRedeemed':
        return state.status === 'registered' ? { ...state, startCode: null, pinHash: null, mustSetPin: true } : state;
      case 'identity.PinSet':
        return state.status === 'registered' ? { ...state, pinHash: event.data.pinHash, mustSetPin: false } : state;
      case 'identity.UserDeactivated':
        return state.status === 'registered' ? { ...state, isActive: false } : state;
      case 'identity.UserActivated':
        return state.status === 'registered' ? { ...state, isActive: true } : state;
      case 'identity.UserDeleted':
        return state.status === 'registered' ? { status: 'deleted', userId: state.userId, companyId: state.companyId, email: state.email } : state;
      case 'identity.ProfileUpdated':
        return state.status === 'registered' ? { ...state, ...event.data } : state;
      case 'identity.PasswordChanged':
        return state.status === 'registered'
          ? { ...state, passwordHash: event.data.passwordHash, temporaryPassword: null, mustChangePassword: false, passwordSet: true, invitation: null }
          : state;
      case 'identity.PasswordRehashed':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'identity.TemporaryPasswordIssued':
        return state.status === 'registered'
          ? { ...state, temporaryPassword: { hash: event.data.passwordHash, expiresAt: event.data.expiresAt } }
          : state;
      case 'identity.TemporaryPasswordRedeemed':
        return state.status === 'registered' && state.temporaryPassword
          ? { ...state, passwordHash: state.temporaryPassword.hash, temporaryPassword: null, mustChangePassword: true }
          : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (!command.gdprConsent) return reject('GdprConsentRequired');
      if (state.status !== 'none') return reject('UserAlreadyRegistered');
      return accept({
        type: 'identity.UserRegistered',
        data: {
          ...newPerson(command),
          gdprConsent: command.gdprConsent,
          registeredAt: command.now.toISOString(),
          ...(command.language ? { language: command.language } : {}),
        },
      });
    }
    if (command.type === 'InviteUser') {
      if (state.status !== 'none') return reject('UserAlreadyRegistered');
      const refusal = inviteRefusal(command.actor.role, command.role);
      if (refusal) return reject(refusal);
      const personnelNumber = command.personnelNumber ?? null;
      if (command.email === '' && !mayGoWithoutEmail(command.role)) return reject('EmailRequiredForRole');
      if (command.email === '' && personnelNumber === null) return reject('PersonnelNumberRequired');
      if (command.accessUntil !== null && accessEndInPast(command.accessUntil, command.now)) return reject('AccessEndInPast');
      const dateOfBirth = command.dateOfBirth ?? null;
      if (dateOfBirth !== null) {
        const refusal = dateOfBirthRefusal(command.actor.role) ?? invalidDateOfBirth(dateOfBirth, command.now);
        if (refusal) return reject(refusal);
      }
      const contentLanguage = command.contentLanguage ?? null;
      if (contentLanguage !== null) {
        const refusal = contentLanguageRefusal(contentLanguage);
        if (refusal) return reject(refusal);
      }
      const invited: IdentityEvent = {
        type: 'identity.UserInvited',
        data: {
          ...newPerson(command),
          isActive: command.isActive,
          gdprConsent: command.gdprConsent,
          invitedBy: command.actor.userId,
          invitedAt: command.now.toISOString(),
          ...(command.language ? { language: command.language } : {}),
          ...(command.importId ? { importId: command.importId } : {}),
          ...(personnelNumber !== null ? { personnelNumber } : {}),
        },
      };
      const events: IdentityEvent[] = [invited];
      if (command.link) events.push(linkIssued(command.userId, command.link, command.now));
      if (command.accessUntil !== null) events.push(accessEndChanged(command.accessUntil, null, command.now));
      if (dateOfBirth !== null) events.push(dateOfBirthChanged(dateOfBirth, null, command.now));
      if (contentLanguage !== null) events.push(contentLanguageChanged(contentLanguage, command.actor.userId, command.now));
      return accept(...events);
    }
    if (state.status !== 'registered') return reject('UserNotFound');
    switch (command.type) {
      case 'UpdateProfile': {
        if (state.firstName === command.firstName && state.lastName === command.lastName && state.email === command.email) return accept();
        return accept({ type: 'identity.ProfileUpdated', data: { firstName: command.firstName, lastName: command.lastName, email: command.email, ...previous(state.email, command.email) } });
      }
      case 'ChangePassword':
        if (!command.currentPasswordValid) return reject('CurrentPasswordWrong');
        return accept({
          type: 'identity.PasswordChanged',
          data: { passwordHash: command.newPasswordHash, changedAt: command.now.toISOString(), keepSessionId: command.keepSessionId },
        });
      case 'IssueTemporaryPassword': {
        const expiresAt = new Date(command.now.getTime() + command.validHours * 3_600_000).toISOString();
        return accept({ type: 'identity.TemporaryPasswordIssued', data: { passwordHash: command.passwordHash, issuedAt: command.now.toISOString(), expiresAt } });
      }
      case 'RedeemTemporaryPassword':
        if (!state.temporaryPassword) return reject('NoTemporaryPassword');
        if (new Date(state.temporaryPassword.expiresAt).getTime() <= command.now.getTime()) return reject('TemporaryPasswordExpired');
        return accept({ type: 'identity.TemporaryPasswordRedeemed', data: { redeemedAt: command.now.toISOString(), sessionId: command.sessionId } });
      case 'RecordSignIn': {
        const at = command.now.toISOString();
        const events: IdentityEvent[] = [];
        if (state.mustChangePassword) events.push({ type: 'identity.OtherSessionsEnded', data: { keepSessionId: command.sessionId, endedAt: at } });
        if (command.rehash && command.rehash.verifiedHash === state.passwordHash && command.rehash.newHash !== state.passwordHash) {
          events.push({ type: 'identity.PasswordRehashed', data: { passwordHash: command.rehash.newHash, rehashedAt: at } });
        }
        return accept(...events);
      }
      case 'ChangeLanguage':
        if (state.language === command.language) return accept();
        return accept({
          type: 'identity.UserLanguageChanged',
          data: { language: command.language, previousLanguage: state.language ?? 'de', changedAt: command.now.toISOString() },
        });
      case 'ChangeContentLanguage': {
        // one's own always; anyone else's by the rule of editing them on the users page
        const refusal = (command.actor.userId === state.userId ? null : actionRefusal('edit', command.actor, target(state))) ?? contentLanguageRefusal(command.contentLanguage);
        if (refusal) return reject(refusal);
        if (state.contentLanguage === command.contentLanguage) return accept();
        return accept(contentLanguageChanged(command.contentLanguage, command.actor.userId, command.now));
      }
      case 'IssueInvitationLink': {
        const refusal = resendInvitationRefusal(command.actor, target(state));
        if (refusal) return reject(refusal);
        if (state.passwordSet) return reject('InvitationNotPending');
        return accept(linkIssued(state.userId, command.link, command.now));
      }
      case 'RedeemInvitationLink': {
        const link = state.invitation;
        if (!link || link.tokenHash !== command.tokenHash || state.passwordSet) return reject('InvitationLinkInvalid');
        if (new Date(link.expiresAt).getTime() <= command.now.getTime()) return reject('InvitationLinkExpired');
        if (!state.isActive) return reject('UserDeactivated');
        const at = command.now.toISOString();
        return accept(
          { type: 'identity.InvitationLinkRedeemed', data: { userId: state.userId, linkId: link.linkId, redeemedAt: at } },
          { type: 'identity.PasswordChanged', data: { passwordHash: command.passwordHash, changedAt: at, keepSessionId: command.sessionId } },
        );
      }
      case 'EditUser':
        return decideEdit(command.actor, command.changes, command.now, state);
      case 'DeactivateUser': {
        const refusal = actionRefusal('deactivate', command.actor, target(state));
        if (refusal) return reject(refusal);
        if (!state.isActive) return accept();
        return accept({ type: 'identity.UserDeactivated', data: { deactivatedAt: command.now.toISOString() } });
      }
      case 'ActivateUser': {
        const refusal = actionRefusal('activate', command.actor, target(state));
        if (refusal) return reject(refusal);
        if (state.isActive) return accept();
        return accept({ type: 'identity.UserActivated', data: { activatedAt: command.now.toISOString() } });
      }
      case 'IssueStartCode': {
        const refusal = actionRefusal('edit', command.actor, target(state));
        if (refusal) return reject(refusal);
        if (state.personnelNumber === null) return reject('PersonnelNumberRequired');
        const expiresAt = new Date(command.now.getTime() + command.validDays * 86_400_000).toISOString();
        return accept({ type: 'identity.StartCodeIssued', data: { codeHash: command.codeHash, issuedAt: command.now.toISOString(), expiresAt, issuedBy: command.actor.userId } });
      }
      case 'IssueBadge': {
        const refusal = actionRefusal('edit', command.actor, target(state));
        if (refusal) return reject(refusal);
        if (state.personnelNumber === null) return reject('PersonnelNumberRequired');
        return accept({ type: 'identity.BadgeIssued', data: { badgeHash: command.badgeHash, issuedAt: command.now.toISOString(), issuedBy: command.actor.userId } });
      }
      case 'RedeemStartCode':
        if (!state.startCode || command.matchedHash !== state.startCode.hash || new Date(state.startCode.expiresAt).getTime() <= command.now.getTime()) return reject('StartCodeInvalid');
        if (!state.isActive) return reject('UserDeactivated');
        return accept({ type: 'identity.StartCodeRedeemed', data: { redeemedAt: command.now.toISOString(), sessionId: command.sessionId } });
      case 'SetPin': {
        if (state.personnelNumber === null) return reject('PersonnelNumberRequired');
        if (state.pinHash !== null && !state.mustSetPin && command.currentPinMatched !== state.pinHash) return reject('CurrentPinWrong');
        const refusal = pinRefusal(command.pin, state.dateOfBirth);
        if (refusal) return reject(refusal);
        return accept({ type: 'identity.PinSet', data: { pinHash: command.pinHash, setAt: command.now.toISOString() } });
      }
      case 'ReportSignInLock':
        if (state.personnelNumber === null) return reject('PersonnelNumberRequired');
        if (!lockNoticeDue(command.attemptsInARow)) return accept();
        return accept({
          type: 'identity.SignInLockedRepeatedly',
          data: { attemptsInARow: command.attemptsInARow, kioskId: command.kioskId, noticeTo: [...command.noticeTo], lockedAt: command.now.toISOString() },
        });
      case 'DeleteUser': {
        const refusal = actionRefusal('delete', command.actor, target(state));
        if (refusal) return reject(refusal);
        return accept({ type: 'identity.UserDeleted', data: { deletedAt: command.now.toISOString() } });
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};

/** An edit from the users page: only what differs from the current values becomes an event. */
function decideEdit(actor: UserManager, changes: UserChanges, now: Date, state: RegisteredUser): DecideResult<IdentityEvent, UserError> {
  const refusal = actionRefusal('edit', actor, target(state));
  if (refusal) return reject(refusal);
  const firstName = changes.firstName ?? state.firstName;
  const lastName = changes.lastName ?? state.lastName;
  const email = changes.email ?? state.email;
  const profileChanged = firstName !== state.firstName || lastName !== state.lastName || email !== state.email;
  const newRole = changes.role !== undefined && changes.role !== state.role ? changes.role : null;
  const accessChanged = changes.accessUntil !== undefined && changes.accessUntil !== state.accessUntil;
  // the date of birth is root's and admin's to set, even to the value it has (which others do not see)
  if (changes.dateOfBirth !== undefined) {
    const dobRefusal = dateOfBirthRefusal(actor.role);
    if (dobRefusal) return reject(dobRefusal);
  }
  const dateOfBirth = changes.dateOfBirth ?? null;
  const dateOfBirthDiffers = changes.dateOfBirth !== undefined && dateOfBirth !== state.dateOfBirth;
  const personnelNumber = changes.personnelNumber === undefined ? state.personnelNumber : changes.personnelNumber;
  const personnelNumberDiffers = personnelNumber !== state.personnelNumber;
  const contentLanguage = changes.contentLanguage;
  if (contentLanguage !== undefined) {
    const languageRefusal = contentLanguageRefusal(contentLanguage);
    if (languageRefusal) return reject(languageRefusal);
  }
  const contentLanguageDiffers = contentLanguage !== undefined && contentLanguage !== state.contentLanguage;
  const uiLanguageDiffers = changes.language !== undefined && changes.language !== (state.language ?? 'de');
  if (!profileChanged && newRole === null && !accessChanged && !dateOfBirthDiffers && !personnelNumberDiffers && !contentLanguageDiffers && !uiLanguageDiffers) return reject('NoChangesMade');
  if (newRole !== null) {
    const roleRefusal = roleChangeRefusal(actor, target(state), newRole);
    if (roleRefusal) return reject(roleRefusal);
  }
  if (email === '' && !mayGoWithoutEmail(newRole ?? state.role)) return reject('EmailRequiredForRole');
  if (email === '' && personnelNumber === null) return reject('PersonnelNumberRequired');
  const accessUntil = changes.accessUntil ?? null;
  if (accessChanged && accessUntil !== null && accessEndInPast(accessUntil, now)) return reject('AccessEndInPast');
  if (dateOfBirthDiffers && dateOfBirth !== null) {
    const invalid = invalidDateOfBirth(dateOfBirth, now);
    if (invalid) return reject(invalid);
  }
  const events: IdentityEvent[] = [];
  if (profileChanged) events.push({ type: 'identity.ProfileUpdated', data: { firstName, lastName, email, ...previous(state.email, email) } });
  if (newRole !== null) events.push({ type: 'identity.UserRoleChanged', data: { role: newRole, previousRole: state.role, changedAt: now.toISOString() } });
  if (accessChanged) events.push(accessEndChanged(accessUntil, state.accessUntil, now));
  if (dateOfBirthDiffers) events.push(dateOfBirthChanged(dateOfBirth, state.dateOfBirth, now));
  if (personnelNumberDiffers) {
    events.push({ type: 'identity.PersonnelNumberChanged', data: { personnelNumber, previousPersonnelNumber: state.personnelNumber, changedAt: now.toISOString() } });
  }
  if (contentLanguageDiffers) events.push(contentLanguageChanged(contentLanguage, actor.userId, now));
  if (uiLanguageDiffers && changes.language) {
    events.push({ type: 'identity.UserLanguageChanged', data: { language: changes.language, previousLanguage: state.language ?? 'de', changedAt: now.toISOString() } });
  }
  return accept(...events);
}

const linkIssued = (userId: string, link: NewInvitationLink, now: Date): IdentityEvent => ({
  type: 'identity.InvitationLinkIssued',
  data: {
    userId,
    linkId: link.linkId,
    tokenHash: link.tokenHash,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + link.validDays * 86_400_000).toISOString(),
  },
});

const accessEndChanged = (accessUntil: string | null, previousAccessUntil: string | null, now: Date): IdentityEvent => ({
  type: 'identity.UserAccessEndChanged',
  data: { accessUntil, previousAccessUntil, changedAt: now.toISOString() },
});

/** The old address on a ProfileUpdated that changes the address (the notice outbox mails it). */
const previous = (before: string, after: string): { previousEmail?: string } => (before !== after ? { previousEmail: before } : {});

const dateOfBirthChanged = (dateOfBirth: string | null, previousDateOfBirth: string | null, now: Date): IdentityEvent => ({
  type: 'identity.UserDateOfBirthChanged',
  data: { dateOfBirth, previousDateOfBirth, changedAt: now.toISOString() },
});
