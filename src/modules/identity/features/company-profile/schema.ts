import { Schema } from 'effect';
import { msg, requiredText, Trimmed } from '../../../../platform/http';
import { LOGIN_CODE_PATTERN } from '../../../../shared/rules';

export const NAME_REQUIRED = { de: 'Firmenname ist erforderlich', en: 'Company name is required' };

const InvalidLoginCode = {
  de: 'Der Anmeldecode besteht aus 6 bis 10 Großbuchstaben und Ziffern.',
  en: 'The login code consists of 6 to 10 capital letters and digits.',
};

/** PATCH /api/company/profile: name and address (sent together; an absent address clears it), the login code (issue 33), or both. */
export const CompanyBody = Schema.Struct({
  name: Schema.optional(requiredText(NAME_REQUIRED, 200)),
  address: Schema.optional(Trimmed.pipe(Schema.maxLength(1000, { message: msg({ de: 'Die Adresse ist zu lang.', en: 'The address is too long.' }) }))),
  /** 6-10 letters and digits; small letters are taken as capitals. */
  loginCode: Schema.optional(Schema.Trim.pipe(Schema.filter((s) => LOGIN_CODE_PATTERN.test(s), { message: msg(InvalidLoginCode) }))),
});
export type CompanyProfileInput = typeof CompanyBody.Type;
