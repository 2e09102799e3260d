import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const required = (max: number, de: string, en: string) => {
  const m = msg({ de, en });
  return Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: m }), Schema.maxLength(max, { message: m }))).annotations({ missingMessage: m });
};

/** POST /api/auth/badge-login: the badge's token (scanned) and the PIN; a badge alone is never enough. */
export const BadgeLoginBody = Schema.Struct({
  badge: required(100, 'Bitte scannen Sie Ihren Ausweis.', 'Please scan your badge.'),
  pin: required(40, 'Bitte geben Sie Ihre PIN ein.', 'Please enter your PIN.'),
});
