import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const startsAtMessage = msg({ de: 'Bitte geben Sie Datum und Uhrzeit des Beginns an.', en: 'Please give the date and time the session starts.' });
const id = (m: { de: string; en: string }) => Schema.String.pipe(Schema.minLength(1, { message: msg(m) }), Schema.maxLength(100)).annotations({ missingMessage: msg(m) });

/** The most people one session lists. */
export const MAX_PARTICIPANTS = 500;

/** POST /instruction-sessions. Duration, location and notes are the decider's to judge (their texts live there). */
export const PlanBody = Schema.Struct({
  trainingId: id({ de: 'Bitte wählen Sie eine Schulung.', en: 'Please choose a training.' }),
  startsAt: Schema.String.pipe(Schema.filter((s) => s.length <= 40 && !Number.isNaN(Date.parse(s)), { message: startsAtMessage })).annotations({ missingMessage: startsAtMessage }),
  durationMinutes: Schema.Number.annotations({ message: msg({ de: 'Die Dauer muss eine Zahl von Minuten sein.', en: 'The duration must be a number of minutes.' }), missingMessage: msg({ de: 'Bitte geben Sie die Dauer in Minuten an.', en: 'Please give the duration in minutes.' }) }),
  location: Schema.String.pipe(Schema.maxLength(1000)).annotations({ missingMessage: msg({ de: 'Bitte geben Sie den Ort an.', en: 'Please enter the location.' }) }),
  instructorId: id({ de: 'Bitte wählen Sie die unterweisende Person.', en: 'Please choose the instructor.' }),
  participantIds: Schema.Array(Schema.String.pipe(Schema.maxLength(100))).pipe(
    Schema.maxItems(MAX_PARTICIPANTS, { message: msg({ de: `Höchstens ${MAX_PARTICIPANTS} Teilnehmende je Unterweisung.`, en: `At most ${MAX_PARTICIPANTS} participants per session.` }) }),
  ).annotations({ missingMessage: msg({ de: 'Bitte geben Sie die Teilnehmerliste an (sie darf leer sein).', en: 'Please give the participant list (it may be empty).' }) }),
  notes: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(10_000)))),
});
export type PlanInput = typeof PlanBody.Type;
