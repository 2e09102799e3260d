import { Schema } from 'effect';
import { Email, msg, requiredText, Trimmed } from '../../../../platform/http';
import { LanguageField } from '../../shared/language-field';

const AllFields = { de: 'Alle Felder müssen ausgefüllt werden', en: 'All fields must be filled in' };

/**
 * PATCH /api/user/profile: name and address, all three together (spec section 5); a new address
 * needs the current password as well (issue 14, item 3).
 */
export const ProfileBody = Schema.Struct({
  firstName: requiredText(AllFields, 100),
  lastName: requiredText(AllFields, 100),
  email: Trimmed.pipe(Schema.minLength(1, { message: msg(AllFields) }), Schema.compose(Email)),
  currentPassword: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
});
export type ProfileInput = typeof ProfileBody.Type;

/** The language of PATCH /api/user/profile (issue 13, item 7): alone, or with the three profile fields. */
export const LanguageBody = Schema.Struct({ language: Schema.optional(LanguageField) });

const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;

/** True when the body is about the language only: `language` present and none of the profile fields. */
export function languageOnly(body: unknown): boolean {
  if (!(body instanceof Object)) return false;
  return 'language' in body && !PROFILE_FIELDS.some((f) => f in body);
}
