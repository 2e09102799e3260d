import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const isDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return t.getUTCFullYear() === Number(m[1]) && t.getUTCMonth() === Number(m[2]) - 1 && t.getUTCDate() === Number(m[3]);
};
const text = (max: number) =>
  Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));
const dateMessage = msg({ de: 'Bitte geben Sie das Datum des Praxisteils als Datum (JJJJ-MM-TT) an.', en: 'Please give the date of the practical part as a date (YYYY-MM-DD).' });
const placeMessage = msg({ de: 'Bitte geben Sie den Ort des Praxisteils an.', en: 'Please enter the place of the practical part.' });

/**
 * POST /trainings/{id}/participants/{userId}/practical-sign-off: the day the in-person part took
 * place, where, who instructed (a name, or a user of the company), and an optional note. That the
 * day is not in the future and place and instructor are not blank is the decider's call.
 */
export const SignOffBody = Schema.Struct({
  date: Schema.String.pipe(Schema.filter(isDay, { message: dateMessage })).annotations({ missingMessage: dateMessage }),
  place: text(200).annotations({ missingMessage: placeMessage }),
  /** Who instructed, as written; may be left out when `instructorUserId` names a user (then that user's name). */
  instructorName: Schema.optional(text(200)),
  instructorUserId: Schema.optional(Schema.NullOr(text(100).pipe(Schema.brand('UserId')))),
  note: Schema.optional(Schema.NullOr(text(2000))),
});
export type SignOffInput = typeof SignOffBody.Type;
