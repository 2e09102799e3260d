import { Either, ParseResult, Schema } from 'effect';
import { badRequest, Email, requiredText } from '../../../../platform/http';
import { FILL_ALL_FIELDS } from '../../shared/errors';
import { Password } from '../../shared/fields';
import { AccessUntilField } from '../../shared/access-until-field';
import { DateOfBirthField } from '../../shared/date-of-birth-field';
import { RoleField } from '../../shared/role-field';
import { LanguageField } from '../../shared/language-field';
import { PersonnelNumberField } from '../../shared/personnel-number-field';

/** POST /api/users */
export const InviteBody = Schema.Struct({
  /** Absent for an employee without e-mail (role non-managing, with a `personnelNumber`; issue 33). */
  email: Schema.optional(Email),
  /** The person's number in the company (Personalnummer): 1-20 letters, digits, `-`, `/`, `.`; unique in the company. */
  personnelNumber: Schema.optional(PersonnelNumberField),
  firstName: requiredText(FILL_ALL_FIELDS, 100),
  lastName: requiredText(FILL_ALL_FIELDS, 100),
  /** Temporary: the invited user must change it at the first sign-in. Not used (and not needed) with `invitation: 'link'`. */
  password: Schema.optional(Password),
  /** 'password' (default, the spec's flow): the mail carries the temporary password; 'link': a one-time link to set one's own password. */
  invitation: Schema.optionalWith(Schema.Literal('password', 'link'), { default: () => 'password' as const }),
  /** The person's language (mails, the app after sign-in); absent: the company's language (German). */
  language: Schema.optional(LanguageField),
  role: Schema.optionalWith(RoleField, { default: () => 'non-managing' as const }),
  isActive: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  gdprConsent: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin); absent or null: no end. */
  accessUntil: Schema.optionalWith(AccessUntilField, { default: () => null }),
  /** Date of birth (`YYYY-MM-DD`, root and admin only); absent or null: not recorded. */
  dateOfBirth: Schema.optionalWith(DateOfBirthField, { default: () => null }),
});
export type InviteInput = typeof InviteBody.Type;

const Filled = Schema.String.pipe(Schema.filter((s) => s.trim() !== ''));

/** The four text fields of an invitation (spec section 5), in the order they are checked; an invitation link needs no password. */
const InviteTextFields = Schema.Struct({ email: Filled, firstName: Filled, lastName: Filled, password: Filled });
const LinkInviteTextFields = Schema.Struct({ email: Filled, firstName: Filled, lastName: Filled });
/** An employee without e-mail: names and the personnel number (issue 33). */
const EmployeeTextFields = Schema.Struct({ personnelNumber: Filled, firstName: Filled, lastName: Filled });

/** A missing or blank text field is 'Please fill in all fields.' (code fill_all_fields), before any other check. */
export function requireInviteFields(body: unknown): void {
  const input = body instanceof Object ? body : {};
  const { invitation, email } = input as { invitation?: unknown; email?: unknown };
  const fields = email === undefined || email === null || email === '' ? (hasKey(input, 'personnelNumber') ? EmployeeTextFields : InviteTextFields) : invitation === 'link' ? LinkInviteTextFields : InviteTextFields;
  const options = { errors: 'first', onExcessProperty: 'ignore' } as const;
  const result = Schema.decodeUnknownEither(fields as Schema.Schema<unknown>, options)(input);
  if (Either.isRight(result)) return;
  const field = ParseResult.ArrayFormatter.formatErrorSync(result.left)[0]?.path[0] ?? 'email';
  throw fillAllFields(String(field));
}

const hasKey = (o: object, key: string): boolean => key in o && (o as Record<string, unknown>)[key] !== undefined;

export const fillAllFields = (field: string) => badRequest('fill_all_fields', FILL_ALL_FIELDS, { field });
