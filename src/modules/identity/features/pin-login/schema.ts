import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

export const COMPANY_CODE_MISSING = { de: 'Bitte geben Sie den Anmeldecode Ihrer Firma ein.', en: 'Please enter your company’s login code.' };

const required = (de: string, en: string) => {
  const m = msg({ de, en });
  return Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: m }), Schema.maxLength(40, { message: m }))).annotations({ missingMessage: m });
};

/**
 * POST /api/auth/pin-login: company login code (not on a paired kiosk: there the kiosk's company
 * counts), personnel number, and either the start code (the first time, or after a new one) or the
 * PIN. Which one of them is wrong is never said.
 */
export const PinLoginBody = Schema.Struct({
  companyCode: Schema.optional(Schema.String.pipe(Schema.maxLength(40, { message: msg(COMPANY_CODE_MISSING) }))),
  personnelNumber: required('Bitte geben Sie Ihre Personalnummer ein.', 'Please enter your personnel number.'),
  startCode: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
  pin: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
});
export type PinLoginBody = Schema.Schema.Type<typeof PinLoginBody>;
