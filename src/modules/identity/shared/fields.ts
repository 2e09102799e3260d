import { Schema } from 'effect';
import { msg, requiredText } from '../../../platform/http';

/** A new password: 6 to 200 characters. */
export const Password = Schema.String.pipe(
  Schema.minLength(6, { message: msg({ de: 'Das Passwort muss mindestens 6 Zeichen lang sein.', en: 'The password must be at least 6 characters long.' }) }),
  Schema.maxLength(200, { message: msg({ de: 'Das Passwort darf höchstens 200 Zeichen lang sein.', en: 'The password may be at most 200 characters long.' }) }),
);

/** A required text field of a registration: '<Field> ist erforderlich.' */
export const requiredField = (de: string, en: string) => requiredText({ de: `${de} ist erforderlich.`, en: `${en} is required.` }, 100);
