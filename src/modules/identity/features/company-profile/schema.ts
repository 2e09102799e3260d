import { Schema } from 'effect';
import { msg, requiredText, Trimmed } from '../../../../platform/http';

/** PATCH /api/company/profile */
export const CompanyBody = Schema.Struct({
  name: requiredText({ de: 'Firmenname ist erforderlich', en: 'Company name is required' }, 200),
  address: Schema.optionalWith(
    Trimmed.pipe(Schema.maxLength(1000, { message: msg({ de: 'Die Adresse ist zu lang.', en: 'The address is too long.' }) })),
    { default: () => '' },
  ),
});
export type CompanyProfileInput = typeof CompanyBody.Type;
