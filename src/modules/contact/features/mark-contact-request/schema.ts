import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

/** PATCH /api/master/contact-requests/{id} {done} */
export const MarkBody = Schema.Struct({
  done: Schema.propertySignature(Schema.Boolean.annotations({ message: msg({ de: 'Das Feld „done“ muss true oder false sein.', en: 'The field "done" must be true or false.' }) })).annotations({
    missingMessage: msg({ de: 'Das Feld „done“ ist erforderlich.', en: 'The field "done" is required.' }),
  }),
});
