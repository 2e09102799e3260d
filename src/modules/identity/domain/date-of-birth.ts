/**
 * A person's optional date of birth (issue 16, item 6): a calendar day `YYYY-MM-DD`, set by root
 * and admin only, read by the learning rules (a person under 18 recertifies at least every six
 * months, § 29 JArbSchG). Pure: the caller passes the clock's instant.
 */
import { berlinDate } from './access-end';

/** The earliest date of birth the product takes. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

export type DateOfBirthRefusal =
  /** Today or later (Europe/Berlin): a date of birth lies in the past. */
  | 'DateOfBirthNotInPast'
  /** Before 1 January 1900. */
  | 'DateOfBirthTooEarly';

/** Why a date of birth (a real calendar day) cannot be set at `now`, or null when it can. */
export function dateOfBirthRefusal(dateOfBirth: string, now: Date): DateOfBirthRefusal | null {
  if (dateOfBirth < EARLIEST_DATE_OF_BIRTH) return 'DateOfBirthTooEarly';
  if (dateOfBirth >= berlinDate(now)) return 'DateOfBirthNotInPast';
  return null;
}
