import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

/** PATCH /api/user/change-password */
export const ChangePasswordBody = Schema.Struct({
  currentPassword: Schema.String.pipe(
    Schema.minLength(1, { message: msg({ de: 'Alle Passwort-Felder müssen ausgefüllt werden', en: 'All password fields must be filled in' }) }),
  ),
  newPassword: Schema.String.pipe(
    Schema.minLength(6, { message: msg({ de: 'Neues Passwort muss mindestens 6 Zeichen lang sein', en: 'New password must be at least 6 characters long' }) }),
    Schema.maxLength(200),
  ),
});
