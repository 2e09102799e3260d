import { Schema } from 'effect';
import { Email, requiredText } from '../../../../platform/http';
import { FILL_ALL_FIELDS } from '../../shared/errors';
import { AccessUntilField } from '../../shared/access-until-field';
import { ContentLanguageField } from '../../shared/content-language-field';
import { LanguageField } from '../../shared/language-field';
import { DateOfBirthField } from '../../shared/date-of-birth-field';
import { PersonnelNumberField } from '../../shared/personnel-number-field';
import { RoleField } from '../../shared/role-field';

/** PATCH /api/users/{id}: only the changed fields are sent (spec section 5); a blank name is refused. */
export const EditBody = Schema.Struct({
  firstName: Schema.optional(requiredText(FILL_ALL_FIELDS, 100)),
  lastName: Schema.optional(requiredText(FILL_ALL_FIELDS, 100)),
  email: Schema.optional(Email),
  role: Schema.optional(RoleField),
  /** A day `YYYY-MM-DD` sets the access end date, null clears it; absent: unchanged. */
  accessUntil: Schema.optional(AccessUntilField),
  /** A day `YYYY-MM-DD` sets the date of birth, null clears it; absent: unchanged (root and admin only). */
  dateOfBirth: Schema.optional(DateOfBirthField),
  /** A personnel number sets it, null clears it (not for an account without e-mail); absent: unchanged. */
  personnelNumber: Schema.optional(Schema.NullOr(PersonnelNumberField)),
  /** A content language sets it (issue 34); absent: unchanged. */
  contentLanguage: Schema.optional(ContentLanguageField),
  /** One of the eight UI languages (issue 34 item 5); absent: unchanged. */
  language: Schema.optional(LanguageField),
});
