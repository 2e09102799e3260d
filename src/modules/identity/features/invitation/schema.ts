import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { Password } from '../../shared/fields';

/** POST /api/auth/invitation/{token}: the person's own password (the rules of registration: 6 to 200 characters). */
export const SetPasswordBody = Schema.Struct({
  password: Schema.String.pipe(
    Schema.minLength(1, { message: msg({ de: 'Bitte geben Sie ein Passwort ein.', en: 'Please enter a password.' }) }),
    Schema.compose(Password),
  ),
});
