import { plural, type NotificationWords } from './words';

/** "za 3 dni", "o 1 dzień": the accusative after "za" and "o" (1 dzień, 2 dni, 5 dni). */
const dni = (n: number) => `${n} ${plural('pl', n, { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' })}`;

/** pl: translated from the German (see README, "Languages of the learner's screens", for the review). */
export const pl: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `Przydzielono Ci szkolenie „${title}”. Ukończ je do ${date}.` : `Przydzielono Ci szkolenie „${title}”.`),
    reminder: ({ title, date, days }) => `Termin szkolenia „${title}” upływa za ${dni(days)} (${date}).`,
    overdue: ({ title, date }) => `Szkolenie „${title}” jest po terminie: termin upłynął ${date}.`,
    window: ({ title, date }) => `Możesz już powtórzyć szkolenie „${title}”. Twoje zaświadczenie jest ważne do ${date}.`,
    expired: ({ title, date }) => `Twoje zaświadczenie o szkoleniu „${title}” wygasło ${date}. Powtórz szkolenie.`,
    escalation: ({ title, date, days, person }) => `${person ?? ''}: termin szkolenia „${title}” został przekroczony o ${dni(days)} (termin: ${date}).`,
    question: ({ title, person }) => `${person ?? 'Ktoś'} zadaje pytanie dotyczące szkolenia „${title}”.`,
    answer: ({ title, person }) => `${person ?? 'Osoba kontaktowa'} odpowiada na Twoje pytanie dotyczące szkolenia „${title}”.`,
    account_locked: ({ date, person }) =>
      `Na koncie użytkownika${person ? ` ${person}` : ''} kilkakrotnie wprowadzono nieprawidłowy PIN, kod startowy lub identyfikator (ostatnio ${date}); każda kolejna próba jest zablokowana na maksymalnie 15 minut. Jeśli to nie ta osoba próbowała się zalogować, wydaj jej nowy kod startowy lub identyfikator.`,
  },
  subject: {
    assigned: ({ title }) => `Nowe szkolenie: ${title}`,
    reminder: ({ title, days }) => `Przypomnienie: termin szkolenia „${title}” upływa za ${dni(days)}`,
    overdue: ({ title }) => `Po terminie: ${title}`,
    window: ({ title }) => `Możliwe powtórzenie: ${title}`,
    expired: ({ title }) => `Zaświadczenie wygasło: ${title}`,
    escalation: ({ title, days, person }) => `Termin przekroczony o ${dni(days)}: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `Nowe pytanie dotyczące „${title}”${person ? ` od: ${person}` : ''}`,
    answer: ({ title }) => `Odpowiedź na Twoje pytanie dotyczące „${title}”`,
    account_locked: ({ person }) => `Konto zablokowane po nieudanych próbach logowania: ${person ?? ''}`,
  },
  digestSubject: (count) => `Twoje szkolenia: ${count} ${plural('pl', count, { one: 'powiadomienie', few: 'powiadomienia', many: 'powiadomień', other: 'powiadomienia' })}`,
  mail: {
    hello: 'Dzień dobry',
    overview: 'oto przegląd Twoich szkoleń:',
    more: '… oraz dalsze powiadomienia ({{more}}): wszystkie znajdziesz w dzwonku „Powiadomienia o szkoleniach”.',
    footer: 'Ta wiadomość e-mail została wysłana automatycznie przez Unterweisung Pro.',
  },
  links: {
    myTrainings: 'Przejdź do „Moje szkolenia”',
    report: 'Przejdź do raportu postępów jednostek',
    questions: 'Zobacz pytanie i odpowiedz',
    answer: 'Zobacz odpowiedź w szkoleniu',
    users: 'Przejdź do zarządzania użytkownikami',
  },
};
