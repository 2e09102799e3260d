import { HttpError } from '../../../platform/http';
import type { CompanyError } from '../domain/company';
import type { EmailClaimError } from '../domain/email-claim';
import type { UserError } from '../domain/user';

/** The one place where identity's named failures become HTTP errors. */
export function toHttpError(error: UserError | CompanyError | EmailClaimError): HttpError {
  switch (error) {
    case 'EmailAlreadyTaken':
      return new HttpError(409, 'email_taken', {
        de: 'Diese E-Mail-Adresse ist bereits registriert.',
        en: 'This email address is already registered.',
      });
    case 'CurrentPasswordWrong':
      return new HttpError(400, 'current_password_wrong', { de: 'Das aktuelle Passwort ist falsch.', en: 'The current password is wrong.' });
    case 'UserNotFound':
      return new HttpError(404, 'user_not_found', { de: 'Benutzer nicht gefunden.', en: 'User not found.' });
    case 'CompanyNotFound':
      return new HttpError(404, 'company_not_found', { de: 'Firma nicht gefunden.', en: 'Company not found.' });
    case 'UserAlreadyRegistered':
    case 'CompanyAlreadyRegistered':
      return new HttpError(409, 'already_registered', { de: 'Bereits registriert.', en: 'Already registered.' });
    case 'NoTemporaryPassword':
    case 'TemporaryPasswordExpired':
      return new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    default: {
      const never: never = error;
      return never;
    }
  }
}

export const INVALID_CREDENTIALS = { de: 'E-Mail-Adresse oder Passwort ist falsch.', en: 'Email address or password is wrong.' };
export const ACCOUNT_DEACTIVATED = { de: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.', en: 'Your account is deactivated. Please contact your administrator.' };
export const EMAIL_NOT_FOUND = { de: 'E-Mail-Adresse nicht gefunden', en: 'Email address not found' };
