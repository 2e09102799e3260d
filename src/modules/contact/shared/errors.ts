import { errorTable } from '../../../platform/http';
import type { ContactRequestError } from '../domain/contact-request';

/** The one place where the contact module's named failures become HTTP errors. */
export const toHttpError = errorTable<ContactRequestError>({
  GdprConsentRequired: [400, 'gdpr_consent_required', { de: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu', en: 'Please agree to the processing of your details' }, { field: 'gdprConsent' }],
  ContactRequestAlreadyExists: [409, 'contact_request_exists', { de: 'Diese Anfrage existiert bereits.', en: 'This request exists already.' }],
  ContactRequestNotFound: [404, 'contact_request_not_found', { de: 'Kontaktanfrage nicht gefunden.', en: 'Contact request not found.' }],
});
