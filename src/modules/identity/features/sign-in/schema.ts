import { Schema } from 'effect';
import { Email, msg } from '../../../../platform/http';

export const LoginBody = Schema.Struct({
  email: Email,
  password: Schema.String.pipe(Schema.minLength(1, { message: msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' }) })),
});
