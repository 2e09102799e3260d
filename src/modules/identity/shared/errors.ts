import { errorTable, HttpError } from '../../../platform/http';
import type { Localized } from '../../../platform/i18n';
import { CONTENT_LANGUAGES } from '../../../shared/languages';
import type { CompanyError } from '../domain/company';
import type { ClaimError } from '../domain/claims';
import type { EmailClaimError } from '../domain/email-claim';
import type { KioskError } from '../domain/kiosk';
import type { UserError } from '../domain/user';
import type { UserPolicyRefusal } from '../../../shared/user-policy';

export const INVALID_CREDENTIALS = { de: 'E-Mail-Adresse oder Passwort ist falsch.', en: 'Email address or password is wrong.' };
/** A wrong company code, personnel number or PIN: which one is never said. */
export const INVALID_PIN_CREDENTIALS = { de: 'Anmeldecode, Personalnummer oder PIN ist falsch.', en: 'Login code, personnel number or PIN is wrong.' };
export const ACCOUNT_DEACTIVATED = { de: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.', en: 'Your account is deactivated. Please contact your administrator.' };
/** Sign-in after the account's access end date ({date}: the last day, formatted per language). */
export const ACCESS_ENDED = {
  de: 'Ihr Zugang ist am {date} abgelaufen. Bitte wenden Sie sich an Ihren Administrator.',
  en: 'Your access ended on {date}. Please contact your administrator.',
};
/** Any link that does not work (used, superseded, expired, unknown): one answer, nothing to guess from. */
export const INVITATION_LINK_GONE = {
  de: 'Dieser Einladungslink ist abgelaufen oder wurde bereits verwendet. Bitte wenden Sie sich an Ihren Administrator.',
  en: 'This invitation link has expired or has already been used. Please contact your administrator.',
};
export const EMAIL_NOT_FOUND = { de: 'E-Mail-Adresse nicht gefunden', en: 'Email address not found' };
export const NO_CHANGES = { de: 'Es wurden keine Änderungen vorgenommen', en: 'No changes were made' };
export const PERSONNEL_NUMBER_TAKEN = { de: 'Diese Personalnummer ist in Ihrer Firma bereits vergeben.', en: 'This personnel number is already in use in your company.' };
export const FILL_ALL_FIELDS = { de: 'Bitte füllen Sie alle Felder aus.', en: 'Please fill in all fields.' };
export const ACCESS_DENIED_USERS = {
  de: 'Access Denied: Sie haben keine Berechtigung für die Benutzerverwaltung.',
  en: 'Access Denied: you are not allowed to manage users.',
};

/** A badge sign-in whose badge or PIN is wrong (never which). */
export const INVALID_BADGE_CREDENTIALS = { de: 'Ausweis oder PIN ist falsch.', en: 'Badge or PIN is wrong.' };
/** A kiosk's device token that is unknown or revoked (issue 33, item 5). */
export const KIOSK_NOT_PAIRED = {
  de: 'Dieses Gerät ist nicht (mehr) als Kiosk gekoppelt. Bitte koppeln Sie es mit einem neuen Code aus der Verwaltung der Kiosk-Geräte.',
  en: 'This device is not (or no longer) paired as a kiosk. Please pair it with a new code from the kiosk device management.',
};
export const KIOSKS_DENIED = { de: 'Kiosk-Geräte verwalten nur Root- und Admin-Benutzer.', en: 'Only root and admin users manage kiosk devices.' };

/** A content language outside CONTENT_LANGUAGES (issue 34), naming the tag when known, and the allowed ones. */
const unsupportedLanguageText = (tag: string | null): Localized => ({
  de: `Diese Sprache wird nicht unterstützt${tag === null ? '' : `: „${tag}“`}. Erlaubt: ${CONTENT_LANGUAGES.join(', ')}.`,
  en: `This language is not supported${tag === null ? '' : `: "${tag}"`}. Allowed: ${CONTENT_LANGUAGES.join(', ')}.`,
});
/** 400 `unsupported_language` for the tag as sent (the request is refused before any command runs). */
export const unsupportedLanguage = (tag: string): HttpError => new HttpError(400, 'unsupported_language', unsupportedLanguageText(tag), { field: 'contentLanguage' });

/** The one place where identity's named failures become HTTP errors. */
export const toHttpError = errorTable<UserError | CompanyError | EmailClaimError | ClaimError | UserPolicyRefusal | KioskError>({
  KioskAlreadyRegistered: [409, 'already_registered', { de: 'Dieses Kiosk-Gerät ist bereits angelegt.', en: 'This kiosk device exists already.' }],
  KioskNotFound: [404, 'kiosk_not_found', { de: 'Kiosk-Gerät nicht gefunden.', en: 'Kiosk device not found.' }],
  PairingCodeInvalid: [
    401,
    'pairing_code_invalid',
    { de: 'Der Kopplungscode ist falsch, abgelaufen oder wurde schon benutzt.', en: 'The pairing code is wrong, has expired or has been used already.' },
    { field: 'pairingCode' },
  ],
  EmailAlreadyTaken: [409, 'email_taken', { de: 'Diese E-Mail-Adresse ist bereits registriert.', en: 'This email address is already registered.' }],
  CurrentPasswordWrong: [400, 'current_password_wrong', { de: 'Das aktuelle Passwort ist falsch.', en: 'The current password is wrong.' }],
  UserNotFound: [404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' }],
  CompanyNotFound: [404, 'company_not_found', { de: 'Firma nicht gefunden.', en: 'Company not found.' }],
  UserAlreadyRegistered: [409, 'already_registered', { de: 'Bereits registriert.', en: 'Already registered.' }],
  CompanyAlreadyRegistered: [409, 'already_registered', { de: 'Bereits registriert.', en: 'Already registered.' }],
  NoTemporaryPassword: [401, 'invalid_credentials', INVALID_CREDENTIALS],
  TemporaryPasswordExpired: [401, 'invalid_credentials', INVALID_CREDENTIALS],
  NoChangesMade: [400, 'no_changes', NO_CHANGES],
  AccessEndInPast: [400, 'access_until_in_past', { de: 'Das Zugangsende darf nicht in der Vergangenheit liegen.', en: 'The access end date must not lie in the past.' }, { field: 'accessUntil' }],
  DateOfBirthNotInPast: [400, 'date_of_birth_not_in_past', { de: 'Das Geburtsdatum muss in der Vergangenheit liegen.', en: 'The date of birth must lie in the past.' }, { field: 'dateOfBirth' }],
  DateOfBirthTooEarly: [400, 'date_of_birth_too_early', { de: 'Das Geburtsdatum darf nicht vor dem 01.01.1900 liegen.', en: 'The date of birth must not be before 01/01/1900.' }, { field: 'dateOfBirth' }],
  NotAllowedToSetDateOfBirth: [403, 'date_of_birth_not_allowed', { de: 'Das Geburtsdatum dürfen nur Root- und Admin-Benutzer erfassen.', en: 'Only root and admin users may record a date of birth.' }, { field: 'dateOfBirth' }],
  GdprConsentRequired: [400, 'gdpr_consent_required', { de: 'Bitte stimmen Sie den Datenschutzbestimmungen zu.', en: 'Please accept the privacy policy.' }],
  NotAllowedToManageUsers: [403, 'access_denied', ACCESS_DENIED_USERS],
  CannotActOnSelf: [403, 'cannot_act_on_self', { de: 'Diese Aktion ist für Ihr eigenes Konto nicht möglich.', en: 'You cannot do this to your own account.' }],
  RootIsUntouchable: [403, 'root_is_untouchable', { de: 'Der Root-Administrator kann nicht bearbeitet, deaktiviert oder gelöscht werden.', en: 'The root administrator cannot be edited, deactivated or deleted.' }],
  TargetRoleOutOfReach: [403, 'target_role_out_of_reach', { de: 'Ihre Rolle erlaubt diese Aktion für diesen Benutzer nicht.', en: 'Your role does not allow this action for this user.' }],
  RoleNotAssignable: [403, 'role_not_assignable', { de: 'Diese Rolle dürfen Sie nicht vergeben.', en: 'You may not assign this role.' }],
  InvitationLinkInvalid: [410, 'invitation_link_invalid', INVITATION_LINK_GONE],
  InvitationLinkExpired: [410, 'invitation_link_expired', INVITATION_LINK_GONE],
  InvitationNotPending: [409, 'invitation_not_pending', { de: 'Dieser Benutzer hat sein Passwort bereits festgelegt; eine Einladung ist nicht mehr nötig.', en: 'This user has already set their password; no invitation is needed any more.' }],
  UserDeactivated: [403, 'account_deactivated', ACCOUNT_DEACTIVATED],
  EmailRequiredForRole: [
    400,
    'email_required_for_role',
    { de: 'Ohne E-Mail-Adresse kann nur ein Mitarbeiter-Konto angelegt werden.', en: 'Only an employee account can be created without an email address.' },
    { field: 'email' },
  ],
  PersonnelNumberRequired: [
    400,
    'personnel_number_required',
    { de: 'Ohne E-Mail-Adresse ist eine Personalnummer nötig.', en: 'Without an email address a personnel number is required.' },
    { field: 'personnelNumber' },
  ],
  AlreadyClaimed: [409, 'personnel_number_taken', PERSONNEL_NUMBER_TAKEN, { field: 'personnelNumber' }],
  StartCodeInvalid: [
    401,
    'invalid_credentials',
    { de: 'Anmeldecode, Personalnummer oder Startcode ist falsch oder abgelaufen.', en: 'Login code, personnel number or start code is wrong or has expired.' },
  ],
  CurrentPinWrong: [400, 'current_pin_wrong', { de: 'Die aktuelle PIN ist falsch.', en: 'The current PIN is wrong.' }, { field: 'currentPin' }],
  PinNotSixDigits: [400, 'pin_format', { de: 'Die PIN besteht aus genau 6 Ziffern.', en: 'The PIN consists of exactly 6 digits.' }, { field: 'pin' }],
  PinAllSame: [400, 'pin_all_same', { de: 'Die PIN darf nicht aus sechs gleichen Ziffern bestehen.', en: 'The PIN must not be six equal digits.' }, { field: 'pin' }],
  PinSequence: [
    400,
    'pin_sequence',
    { de: 'Die PIN darf keine auf- oder absteigende Ziffernfolge sein (z. B. 123456).', en: 'The PIN must not be an ascending or descending run of digits (e.g. 123456).' },
    { field: 'pin' },
  ],
  UnsupportedLanguage: [400, 'unsupported_language', unsupportedLanguageText(null), { field: 'contentLanguage' }],
  PinIsDateOfBirth: [400, 'pin_date_of_birth', { de: 'Die PIN darf nicht Ihr Geburtsdatum sein.', en: 'The PIN must not be your date of birth.' }, { field: 'pin' }],
});
