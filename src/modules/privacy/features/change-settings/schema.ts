import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const whole = (de: string, en: string) => Schema.optional(Schema.Number.annotations({ message: msg({ de, en }) }));

/** Body of PUT /api/company/data-protection: the fields to change (the decider checks their bounds). */
export const DataProtectionBody = Schema.Struct({
  evidenceYears: whole('Unterweisungsnachweise: bitte eine Zahl von Jahren angeben.', 'Evidence of instruction: please give a number of years.'),
  quizAttemptsMonths: whole('Quiz-Versuche: bitte eine Zahl von Monaten angeben.', 'Quiz attempts: please give a number of months.'),
  watchIntervalsMonths: whole('Sehzeiten: bitte eine Zahl von Monaten angeben.', 'Watch intervals: please give a number of months.'),
  questionsMonths: whole('Fragen an die Unterweisenden: bitte eine Zahl von Monaten angeben.', 'Questions to the instructor: please give a number of months.'),
  readReceiptsMonths: whole('Lesebestätigungen: bitte eine Zahl von Monaten angeben.', 'Read receipts: please give a number of months.'),
  signInHistoryMonths: whole('Anmeldeverlauf: bitte eine Zahl von Monaten angeben.', 'Sign-in history: please give a number of months.'),
  leaverGraceDays: whole('Frist nach dem Ausscheiden: bitte eine Zahl von Tagen angeben.', 'Grace period after leaving: please give a number of days.'),
  worksCouncilMode: Schema.optional(Schema.Boolean.annotations({ message: msg({ de: 'Betriebsratsmodus: bitte true oder false.', en: 'Works-council mode: please true or false.' }) })),
});
