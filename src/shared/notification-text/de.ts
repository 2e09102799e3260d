import { plural, type NotificationWords } from './words';

const tage = (n: number) => `${n} ${plural('de', n, { one: 'Tag', other: 'Tagen' })}`;

/** German: the source texts. */
export const de: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `Ihnen wurde die Unterweisung „${title}“ zugewiesen. Bitte schließen Sie sie bis zum ${date} ab.` : `Ihnen wurde die Unterweisung „${title}“ zugewiesen.`),
    reminder: ({ title, date, days }) => `Die Unterweisung „${title}“ ist in ${tage(days)} fällig (bis zum ${date}).`,
    overdue: ({ title, date }) => `Die Unterweisung „${title}“ ist überfällig: Die Frist endete am ${date}.`,
    window: ({ title, date }) => `Die Wiederholung der Unterweisung „${title}“ ist jetzt möglich. Ihr Nachweis gilt bis zum ${date}.`,
    expired: ({ title, date }) => `Ihr Nachweis der Unterweisung „${title}“ ist am ${date} abgelaufen. Bitte wiederholen Sie die Unterweisung.`,
    escalation: ({ title, date, days, person }) => `${person ?? ''} ist mit der Unterweisung „${title}“ seit ${tage(days)} überfällig (Frist: ${date}).`,
    question: ({ title, person }) => `${person ?? 'Jemand'} hat eine Frage zur Unterweisung „${title}“ gestellt.`,
    answer: ({ title, person }) => `${person ?? 'Die Ansprechperson'} hat Ihre Frage zur Unterweisung „${title}“ beantwortet.`,
    account_locked: ({ date, person }) =>
      `Am Konto von ${person ?? 'einer Person'} wurde wiederholt eine falsche PIN, ein falscher Startcode oder Ausweis eingegeben (zuletzt am ${date}); jeder weitere Versuch ist gesperrt, bis zu 15 Minuten lang. War es nicht die Person selbst, geben Sie ihr einen neuen Startcode oder Ausweis.`,
  },
  subject: {
    assigned: ({ title }) => `Neue Unterweisung: ${title}`,
    reminder: ({ title, days }) => `Erinnerung: „${title}“ ist in ${tage(days)} fällig`,
    overdue: ({ title }) => `Überfällig: ${title}`,
    window: ({ title }) => `Wiederholung möglich: ${title}`,
    expired: ({ title }) => `Nachweis abgelaufen: ${title}`,
    escalation: ({ title, days, person }) => `Überfällig seit ${days} Tagen: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `Neue Frage zu „${title}“${person ? ` von ${person}` : ''}`,
    answer: ({ title }) => `Antwort auf Ihre Frage zu „${title}“`,
    account_locked: ({ person }) => `Konto gesperrt nach falschen Anmeldeversuchen: ${person ?? ''}`,
  },
  digestSubject: (count) => `Ihre Unterweisungen: ${count} Hinweise`,
  mail: {
    hello: 'Hallo',
    overview: 'hier ist eine Übersicht Ihrer Unterweisungen:',
    more: '… und {{more}} weitere Hinweise: alle stehen in der Glocke „Hinweise zu Unterweisungen“.',
    footer: 'Diese E-Mail wurde automatisch von Unterweisung Pro versendet.',
  },
  links: {
    myTrainings: 'Zu „Meine Unterweisungen“',
    report: 'Zum Fortschrittsbericht der Einheiten',
    questions: 'Frage ansehen und beantworten',
    answer: 'Antwort in der Unterweisung ansehen',
    users: 'Zur Benutzerverwaltung',
  },
};
