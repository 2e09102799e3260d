import { createHash } from 'node:crypto';
import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';
import { UI_LANGUAGES } from '../../../shared/languages';

export const Role = Schema.Literal('master', 'root', 'admin', 'manager', 'non-managing', 'auditor');
export type Role = typeof Role.Type;

/** A person's language: every mail to them is in it, and the web app adopts it at sign-in. A person's UI language (screens, notice mails, evidence): German, English or one of the learner's six more (issue 34 item 5). */
export const Language = Schema.Literal(...UI_LANGUAGES);
export type Language = typeof Language.Type;

const Iso = Schema.String; // ISO-8601 timestamps travel as strings in events

/** A claim and its release carry the same facts: the value and who holds it (claim streams keep values unique). */
const EmailClaim = Schema.Struct({ email: Schema.String, userId: Schema.String });
const PersonnelNumberClaim = Schema.Struct({ companyId: Schema.String, personnelNumber: Schema.String, userId: Schema.String });
const LoginCodeClaim = Schema.Struct({ loginCode: Schema.String, companyId: Schema.String });

const definitions = {
  'identity.CompanyRegistered': {
    version: 1,
    schema: Schema.Struct({ companyId: Schema.String, name: Schema.String, email: Schema.String, registeredAt: Iso, trialEndsAt: Iso }),
  },
  'identity.CompanyProfileUpdated': {
    version: 1,
    schema: Schema.Struct({ name: Schema.String, address: Schema.String }),
  },
  /**
   * The company's login code (issue 33): 6-10 upper-case letters and digits, unique on the platform
   * through its claim stream; people without e-mail give it with their personnel number at sign-in.
   */
  'identity.CompanyLoginCodeSet': {
    version: 1,
    schema: Schema.Struct({ loginCode: Schema.String, previousLoginCode: Schema.NullOr(Schema.String), setAt: Iso }),
  },
  'identity.LoginCodeClaimed': { version: 1, schema: LoginCodeClaim },
  'identity.LoginCodeReleased': { version: 1, schema: LoginCodeClaim },
  'identity.UserRegistered': {
    version: 1,
    schema: Schema.Struct({
      userId: Schema.String,
      companyId: Schema.NullOr(Schema.String),
      email: Schema.String,
      firstName: Schema.String,
      lastName: Schema.String,
      role: Role,
      passwordHash: Schema.String,
      gdprConsent: Schema.Boolean,
      registeredAt: Iso,
      /** Added later: absent in older events (then German). */
      language: Schema.optional(Language),
    }),
  },
  'identity.ProfileUpdated': {
    version: 1,
    // previousEmail (issue 14 item 3): the address before, when this event changed it; the notice outbox reacts to it
    schema: Schema.Struct({ firstName: Schema.String, lastName: Schema.String, email: Schema.String, previousEmail: Schema.optional(Schema.String) }),
  },
  'identity.PasswordChanged': {
    version: 1,
    schema: Schema.Struct({ passwordHash: Schema.String, changedAt: Iso, keepSessionId: Schema.NullOr(Schema.String) }),
  },
  /** The same password hashed again at the current cost (at a sign-in that verified it): sessions stay. */
  'identity.PasswordRehashed': {
    version: 1,
    schema: Schema.Struct({ passwordHash: Schema.String, rehashedAt: Iso }),
  },
  /**
   * Signing in with a password someone else chose (an invitation's temporary password) ended every
   * other session of the user; `keepSessionId` is the session of that sign-in.
   */
  'identity.OtherSessionsEnded': {
    version: 1,
    schema: Schema.Struct({ keepSessionId: Schema.String, endedAt: Iso }),
  },
  'identity.TemporaryPasswordIssued': {
    version: 1,
    schema: Schema.Struct({ passwordHash: Schema.String, issuedAt: Iso, expiresAt: Iso }),
  },
  'identity.TemporaryPasswordRedeemed': {
    version: 1,
    schema: Schema.Struct({ redeemedAt: Iso, sessionId: Schema.String }),
  },
  /**
   * A user created by a colleague (users page); the given password is temporary: it must be changed
   * at the first sign-in. Invited with a link instead, `passwordHash` is '' (matches no password)
   * and an InvitationLinkIssued follows in the same append. An employee without e-mail (issue 33:
   * site and production workers) has `email` '' and a `personnelNumber`, and no password yet.
   */
  'identity.UserInvited': {
    version: 1,
    schema: Schema.Struct({
      userId: Schema.String,
      companyId: Schema.String,
      email: Schema.String,
      firstName: Schema.String,
      lastName: Schema.String,
      role: Role,
      passwordHash: Schema.String,
      isActive: Schema.Boolean,
      gdprConsent: Schema.Boolean,
      invitedBy: Schema.String,
      invitedAt: Iso,
      /** Chosen by the inviter; added later: absent in older events (then German). */
      language: Schema.optional(Language),
      /**
       * Set when the user came from a bulk import (issue 13): the import run. Such a user has no
       * password yet (`passwordHash` empty); the invitation mail is queued in the identity outbox
       * and its invitation link is issued when the mail is sent.
       */
      importId: Schema.optional(Schema.String),
      /** The person's number in the company (Personalnummer, issue 33); added later: absent when none. */
      personnelNumber: Schema.optional(Schema.String),
    }),
  },
  /** The personnel number was set, changed or cleared (users page); unique in the company through its claim stream. */
  'identity.PersonnelNumberChanged': {
    version: 1,
    schema: Schema.Struct({ personnelNumber: Schema.NullOr(Schema.String), previousPersonnelNumber: Schema.NullOr(Schema.String), changedAt: Iso }),
  },
  /**
   * A one-time start code for a person with a personnel number (issue 33 item 3): 8 characters,
   * valid 14 days, only its scrypt hash kept; a newer one replaces it. Issued by root, admin or a
   * manager who may edit the person.
   */
  'identity.StartCodeIssued': {
    version: 1,
    schema: Schema.Struct({ codeHash: Schema.String, issuedAt: Iso, expiresAt: Iso, issuedBy: Schema.String }),
  },
  /** The start code signed the person in (`sessionId`); it is used up, any earlier PIN is gone and a new one must be set. */
  'identity.StartCodeRedeemed': {
    version: 1,
    schema: Schema.Struct({ redeemedAt: Iso, sessionId: Schema.String }),
  },
  /** The person set their six-digit PIN (scrypt hash). */
  'identity.PinSet': {
    version: 1,
    schema: Schema.Struct({ pinHash: Schema.String, setAt: Iso }),
  },
  /**
   * A badge was printed for the person (issue 33, item 4): only the SHA-256 of its token (128+
   * random bits, the QR code on the card) is kept; a new badge replaces the earlier one at once.
   */
  'identity.BadgeIssued': {
    version: 1,
    schema: Schema.Struct({ badgeHash: Schema.String, issuedAt: Iso, issuedBy: Schema.String }),
  },
  /**
   * Somebody keeps signing in wrong to the person's account with PIN, start code or badge (issue
   * 33, item 6; `lockNoticeDue` says at which attempt in a row): the account waits up to 15 minutes
   * before each further attempt, and the company's admins and root named in `noticeTo` are told.
   */
  'identity.SignInLockedRepeatedly': {
    version: 1,
    schema: Schema.Struct({ attemptsInARow: Schema.Number, kioskId: Schema.NullOr(Schema.String), noticeTo: Schema.Array(Schema.String), lockedAt: Iso }),
  },
  /** The person's own language setting (language switch while signed in). */
  'identity.UserLanguageChanged': {
    version: 1,
    schema: Schema.Struct({ language: Language, previousLanguage: Language, changedAt: Iso }),
  },
  /**
   * The language the person is given trainings in (issue 34, ADR 0030 section 4): a tag of
   * src/shared/languages.ts, set by the person, by who may edit them (the users page's rule) or by
   * the import. Never set: the person's UI language, else German.
   */
  'identity.ContentLanguageChanged': {
    version: 1,
    schema: Schema.Struct({ contentLanguage: Schema.String, changedBy: Schema.String, changedAt: Iso }),
  },
  /**
   * A one-time link to set one's own password was issued to an invited user who has not set one
   * yet. Only the SHA-256 of the token is kept; a new link supersedes the previous one.
   */
  'identity.InvitationLinkIssued': {
    version: 1,
    schema: Schema.Struct({ userId: Schema.String, linkId: Schema.String, tokenHash: Schema.String, issuedAt: Iso, expiresAt: Iso }),
  },
  /** The current invitation link was used (followed by PasswordChanged with the chosen password). */
  'identity.InvitationLinkRedeemed': {
    version: 1,
    schema: Schema.Struct({ userId: Schema.String, linkId: Schema.String, redeemedAt: Iso }),
  },
  'identity.UserRoleChanged': {
    version: 1,
    schema: Schema.Struct({ role: Role, previousRole: Role, changedAt: Iso }),
  },
  /**
   * The account's access end date was set, changed or cleared (`accessUntil`: a day `YYYY-MM-DD`
   * in Europe/Berlin, null: no end). After that day sign-in is refused and sessions stop working,
   * computed from the stored date and the clock (issue 12: external auditors).
   */
  'identity.UserAccessEndChanged': {
    version: 1,
    schema: Schema.Struct({ accessUntil: Schema.NullOr(Schema.String), previousAccessUntil: Schema.NullOr(Schema.String), changedAt: Iso }),
  },
  /**
   * The person's date of birth was set, changed or cleared (`dateOfBirth`: a day `YYYY-MM-DD`, null:
   * none); set by root and admin only and shown to them only. A person under 18 on the day of a
   * completion recertifies at least every six months (issue 16, item 6; ADR 0022).
   */
  'identity.UserDateOfBirthChanged': {
    version: 1,
    schema: Schema.Struct({ dateOfBirth: Schema.NullOr(Schema.String), previousDateOfBirth: Schema.NullOr(Schema.String), changedAt: Iso }),
  },
  /** Ends every session of the user at once and blocks sign-in until activated again. */
  'identity.UserDeactivated': {
    version: 1,
    schema: Schema.Struct({ deactivatedAt: Iso }),
  },
  'identity.UserActivated': {
    version: 1,
    schema: Schema.Struct({ activatedAt: Iso }),
  },
  /**
   * The user is gone from the company: no sign-in, not listed, the address is released
   * (EmailReleased in the same transaction). Past events stay for the audit trail; erasing
   * personal data (GDPR) is a separate, later step and not part of this event.
   */
  'identity.UserDeleted': {
    version: 1,
    schema: Schema.Struct({ deletedAt: Iso }),
  },
  'identity.EmailClaimed': { version: 1, schema: EmailClaim },
  'identity.EmailReleased': { version: 1, schema: EmailClaim },
  /** One stream per personnel number of a company keeps the numbers unique within it (upper-case key). */
  'identity.PersonnelNumberClaimed': { version: 1, schema: PersonnelNumberClaim },
  'identity.PersonnelNumberReleased': { version: 1, schema: PersonnelNumberClaim },
  'identity.UserLoggedIn': {
    version: 1,
    schema: Schema.Struct({
      sessionId: Schema.String,
      userId: Schema.String,
      companyId: Schema.NullOr(Schema.String),
      tokenHash: Schema.String,
      loggedInAt: Iso,
      expiresAt: Iso,
      viaTemporaryPassword: Schema.Boolean,
      /** Begun on a kiosk (issue 33, item 5): it ends after 30 minutes, and when the kiosk is revoked. */
      kioskId: Schema.optional(Schema.String),
    }),
  },
  'identity.UserLoggedOut': {
    version: 1,
    schema: Schema.Struct({ sessionId: Schema.String, loggedOutAt: Iso }),
  },
  /**
   * A kiosk (a shared tablet on site) was registered by root or an admin (issue 33, item 5): its
   * one-time pairing code (SHA-256 only) works until `pairingExpiresAt`; `groupIds` (units) limit
   * who may sign in on it (empty: everybody in the company).
   */
  'identity.KioskRegistered': {
    version: 1,
    schema: Schema.Struct({
      kioskId: Schema.String,
      companyId: Schema.String,
      name: Schema.String,
      groupIds: Schema.Array(Schema.String),
      pairingCodeHash: Schema.String,
      pairingExpiresAt: Iso,
      registeredAt: Iso,
      registeredBy: Schema.String,
    }),
  },
  /** The tablet entered the pairing code and holds the device token (SHA-256 only kept); the code is used up. */
  'identity.KioskPaired': {
    version: 1,
    schema: Schema.Struct({ name: Schema.String, deviceTokenHash: Schema.String, pairedAt: Iso }),
  },
  /** The kiosk was revoked: its device token signs in nobody any more, and every session begun on it ends. */
  'identity.KioskRevoked': {
    version: 1,
    schema: Schema.Struct({ name: Schema.String, revokedAt: Iso, revokedBy: Schema.String }),
  },
} as const;

export const identityEvents = defineEvents(definitions);
export type IdentityEvent = EventsOf<typeof definitions>;
export type IdentityEventType = IdentityEvent['type'];
export type EventOf<T extends IdentityEventType> = Extract<IdentityEvent, { type: T }>;

/** Stream ids, one named function per aggregate (those of one id with `idOf`, its inverse). */
export const streams = {
  company: streamName('company'),
  user: streamName('user'),
  email: (email: string) => `email-${email.toLowerCase()}`,
  /**
   * A personnel number of a company (case does not make another number), named by a digest of the
   * number (issue 35, ADR 0033 section 5): a stream id is sealed in the hash chain and can never be
   * rewritten, so it must not carry the number in clear.
   */
  personnelNumber: (companyId: string, personnelNumber: string) =>
    `personnel-number-${companyId}-${createHash('sha256').update(`${companyId}:${personnelNumber.toUpperCase()}`).digest('hex').slice(0, 32)}`,
  /**
   * The name a personnel number's claim stream had before issue 35: the number in clear. A stream of
   * that name that has events stays the number's claim stream (see shared/personnel-number-claims.ts).
   */
  personnelNumberInClear: (companyId: string, personnelNumber: string) => `personnel-number-${companyId}-${personnelNumber.toUpperCase()}`,
  session: streamName('session'),
  loginCode: (loginCode: string) => `login-code-${loginCode.toUpperCase()}`,
  kiosk: streamName('kiosk'),
};

export const streamTypes = {
  company: 'identity.Company',
  user: 'identity.User',
  email: 'identity.EmailClaim',
  personnelNumber: 'identity.PersonnelNumberClaim',
  session: 'identity.Session',
  loginCode: 'identity.LoginCodeClaim',
  kiosk: 'identity.Kiosk',
} as const;
