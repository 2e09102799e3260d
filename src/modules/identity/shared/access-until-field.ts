import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { isCalendarDate } from '../domain/access-end';

const InvalidDate = { de: 'Bitte geben Sie das Zugangsende als Datum (JJJJ-MM-TT) an.', en: 'Please give the access end as a date (YYYY-MM-DD).' };

/** The optional access end date: a calendar day `YYYY-MM-DD`, or null for none (whether it lies in the past is the decider's call). */
export const AccessUntilField = Schema.NullOr(Schema.String.pipe(Schema.filter((s) => isCalendarDate(s), { message: msg(InvalidDate) })));
