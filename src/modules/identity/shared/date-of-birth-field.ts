import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { isCalendarDate } from '../domain/access-end';

const InvalidDate = { de: 'Bitte geben Sie das Geburtsdatum als Datum (JJJJ-MM-TT) an.', en: 'Please give the date of birth as a date (YYYY-MM-DD).' };

/** The optional date of birth: a calendar day `YYYY-MM-DD`, or null for none (whether it lies in the past and after 1900 is the decider's call). */
export const DateOfBirthField = Schema.NullOr(Schema.String.pipe(Schema.filter((s) => isCalendarDate(s), { message: msg(InvalidDate) })));
