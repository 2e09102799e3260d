import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const enterPassword = msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' });

/** POST /trainings/{id}/complete: the explicit confirmation with the password. */
export const CompleteBody = Schema.Struct({
  password: Schema.String.pipe(Schema.minLength(1, { message: enterPassword })).annotations({ missingMessage: enterPassword }),
});
