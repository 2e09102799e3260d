import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const userMessage = msg({ de: 'Bitte wählen Sie eine Person.', en: 'Please choose a person.' });

/** POST /instruction-sessions/{id}/participants: a walk-in, or someone added before the session. */
export const AddParticipantBody = Schema.Struct({
  userId: Schema.String.pipe(Schema.minLength(1, { message: userMessage }), Schema.maxLength(100)).annotations({ missingMessage: userMessage }),
});
