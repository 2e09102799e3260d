import { Schema } from 'effect';
import { Email } from '../../../../platform/http';
import { Password, requiredField } from '../../shared/fields';

/** POST /api/auth/register. Consent to the privacy policy is the user decider's rule (GdprConsentRequired). */
export const RegisterBody = Schema.Struct({
  companyName: requiredField('Der Firmenname', 'The company name'),
  companyEmail: Email,
  firstName: requiredField('Der Vorname', 'The first name'),
  lastName: requiredField('Der Nachname', 'The last name'),
  email: Email,
  password: Password,
  gdprConsent: Schema.Boolean,
});
export type RegisterInput = typeof RegisterBody.Type;
