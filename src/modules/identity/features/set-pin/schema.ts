import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const enterPin = msg({ de: 'Bitte geben Sie eine PIN ein.', en: 'Please enter a PIN.' });

/** PATCH /api/user/pin: the new PIN (its rules are the user decider's), and the current one when a PIN is set already. */
export const SetPinBody = Schema.Struct({
  pin: Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: enterPin }), Schema.maxLength(40))).annotations({ missingMessage: enterPin }),
  currentPin: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
});
