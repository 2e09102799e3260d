import { Either, ParseResult, Schema } from 'effect';
import { badRequest, Email, requiredText } from '../../../../platform/http';
import { FILL_ALL_FIELDS } from '../../shared/errors';
import { Password } from '../../shared/fields';
import { AccessUntilField } from '../../shared/access-until-field';
import { RoleField } from '../../shared/role-field';

/** POST /api/users */
export const InviteBody = Schema.Struct({
  email: Email,
  firstName: requiredText(FILL_ALL_FIELDS, 100),
  lastName: requiredText(FILL_ALL_FIELDS, 100),
  /** Temporary: the invited user must change it at the first sign-in. */
  password: Password,
  role: Schema.optionalWith(RoleField, { default: () => 'non-managing' as const }),
  isActive: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  gdprConsent: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin); absent or null: no end. */
  accessUntil: Schema.optionalWith(AccessUntilField, { default: () => null }),
});
export type InviteInput = typeof InviteBody.Type;

const Filled = Schema.String.pipe(Schema.filter((s) => s.trim() !== ''));

/** The four text fields of an invitation (spec section 5), in the order they are checked. */
const InviteTextFields = Schema.Struct({ email: Filled, firstName: Filled, lastName: Filled, password: Filled });

/** A missing or blank text field is 'Please fill in all fields.' (code fill_all_fields), before any other check. */
export function requireInviteFields(body: unknown): void {
  const result = Schema.decodeUnknownEither(InviteTextFields, { errors: 'first', onExcessProperty: 'ignore' })(body instanceof Object ? body : {});
  if (Either.isRight(result)) return;
  const field = ParseResult.ArrayFormatter.formatErrorSync(result.left)[0]?.path[0] ?? 'email';
  throw badRequest('fill_all_fields', FILL_ALL_FIELDS, { field: String(field) });
}
