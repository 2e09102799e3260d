import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { SignatureDataUrl } from '../signatures/schema';

/** POST /instruction-sessions/{id}/close: the instructor signs last. */
export const CloseBody = Schema.Struct({
  instructorSignature: SignatureDataUrl.annotations({ missingMessage: msg({ de: 'Bitte unterschreiben Sie als unterweisende Person.', en: 'Please sign as the instructor.' }) }),
});
