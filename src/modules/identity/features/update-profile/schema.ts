import { Schema } from 'effect';
import { Email, msg, requiredText, Trimmed } from '../../../../platform/http';
import { ContentLanguageField } from '../../shared/content-language-field';
import { LanguageField } from '../../shared/language-field';

const AllFields = { de: 'Alle Felder müssen ausgefüllt werden', en: 'All fields must be filled in' };

/**
 * The languages of PATCH /api/user/profile, each alone or with the three profile fields: the UI
 * language (issue 13, item 7) and the content language (issue 34).
 */
export const LanguageBody = Schema.Struct({
  language: Schema.optional(LanguageField),
  contentLanguage: Schema.optional(ContentLanguageField),
});
export type LanguageInput = typeof LanguageBody.Type;

/**
 * PATCH /api/user/profile: name and address, all three together (spec section 5); a new address
 * needs the current password as well (issue 14, item 3). The languages may come with them.
 */
export const ProfileBody = Schema.Struct({
  firstName: requiredText(AllFields, 100),
  lastName: requiredText(AllFields, 100),
  email: Trimmed.pipe(Schema.minLength(1, { message: msg(AllFields) }), Schema.compose(Email)),
  currentPassword: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  ...LanguageBody.fields,
});
export type ProfileInput = typeof ProfileBody.Type;

const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;
const LANGUAGE_FIELDS = ['language', 'contentLanguage'] as const;

/** True when the body is about the languages only: `language` or `contentLanguage` present and none of the profile fields. */
export function languageOnly(body: unknown): boolean {
  if (!(body instanceof Object)) return false;
  return LANGUAGE_FIELDS.some((f) => f in body) && !PROFILE_FIELDS.some((f) => f in body);
}
