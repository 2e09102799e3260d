import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const userMessage = msg({ de: 'Bitte wählen Sie die Person, die unterschreibt.', en: 'Please choose the person who signs.' });
const signatureMessage = msg({ de: 'Bitte unterschreiben Sie im Feld.', en: 'Please sign in the field.' });
const confirmedMessage = msg({ de: 'Bitte bestätigen Sie die Teilnahme und das Verständnis des Inhalts.', en: 'Please confirm that you took part and understood the content.' });

/** A PNG data URL as the signature pad writes it; what it holds is checked by `inspectSignature` (size, PNG, not blank). */
export const SignatureDataUrl = Schema.String.pipe(Schema.maxLength(400_000, { message: msg({ de: 'Die Unterschrift ist größer als 200 KB.', en: 'The signature is larger than 200 KB.' }) })).annotations({
  missingMessage: signatureMessage,
  message: signatureMessage,
});

/** POST /instruction-sessions/{id}/signatures */
export const SignBody = Schema.Struct({
  userId: Schema.String.pipe(Schema.minLength(1, { message: userMessage }), Schema.maxLength(100)).annotations({ missingMessage: userMessage }),
  signature: SignatureDataUrl,
  confirmed: Schema.Boolean.annotations({ missingMessage: confirmedMessage, message: confirmedMessage }),
});
export type SignInput = typeof SignBody.Type;

const reasonMessage = msg({ de: 'Bitte geben Sie einen Grund an.', en: 'Please give a reason.' });

/** DELETE /instruction-sessions/{id}/signatures/{userId}: why the signature is withdrawn. */
export const WithdrawBody = Schema.Struct({
  reason: Schema.String.pipe(Schema.maxLength(500, { message: msg({ de: 'Höchstens 500 Zeichen erlaubt.', en: 'At most 500 characters allowed.' }) })).annotations({ missingMessage: reasonMessage }),
});
