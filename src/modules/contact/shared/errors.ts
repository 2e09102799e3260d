import { HttpError, httpError } from '../../../platform/http';
import type { ContactRequestError } from '../domain/contact-request';

/** The one place where the contact module's named failures become HTTP errors. */
export function toHttpError(error: ContactRequestError): HttpError {
  switch (error) {
    case 'GdprConsentRequired':
      return new HttpError(400, 'gdpr_consent_required', { de: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu', en: 'Please agree to the processing of your details' }, { field: 'gdprConsent' });
    case 'ContactRequestAlreadyExists':
      return httpError(409, 'contact_request_exists', 'Diese Anfrage existiert bereits.', 'This request exists already.');
    case 'ContactRequestNotFound':
      return httpError(404, 'contact_request_not_found', 'Kontaktanfrage nicht gefunden.', 'Contact request not found.');
    default: {
      const never: never = error;
      return never;
    }
  }
}
