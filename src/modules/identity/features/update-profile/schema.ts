import { Schema } from 'effect';
import { Email, msg, requiredText, Trimmed } from '../../../../platform/http';

const AllFields = { de: 'Alle Felder müssen ausgefüllt werden', en: 'All fields must be filled in' };

/** PATCH /api/user/profile */
export const ProfileBody = Schema.Struct({
  firstName: requiredText(AllFields, 100),
  lastName: requiredText(AllFields, 100),
  email: Trimmed.pipe(Schema.minLength(1, { message: msg(AllFields) }), Schema.compose(Email)),
});
export type ProfileInput = typeof ProfileBody.Type;
