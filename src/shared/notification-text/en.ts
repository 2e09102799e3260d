import { plural, type NotificationWords } from './words';

const days = (n: number) => `${n} ${plural('en', n, { one: 'day', other: 'days' })}`;

/** English. */
export const en: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `The training "${title}" was assigned to you. Please complete it by ${date}.` : `The training "${title}" was assigned to you.`),
    reminder: ({ title, date, days: n }) => `The training "${title}" is due in ${days(n)} (by ${date}).`,
    overdue: ({ title, date }) => `The training "${title}" is overdue: its deadline was ${date}.`,
    window: ({ title, date }) => `You can now repeat the training "${title}". Your certificate is valid until ${date}.`,
    expired: ({ title, date }) => `Your certificate for the training "${title}" expired on ${date}. Please repeat the training.`,
    escalation: ({ title, date, days: n, person }) => `${person ?? ''} is ${days(n)} overdue with the training "${title}" (deadline: ${date}).`,
    question: ({ title, person }) => `${person ?? 'Someone'} asked a question about the training "${title}".`,
    answer: ({ title, person }) => `${person ?? 'The instructor'} answered your question about the training "${title}".`,
    account_locked: ({ date, person }) =>
      `Somebody has repeatedly entered a wrong PIN, start code or badge for ${person ?? 'a person'}'s account (last on ${date}); each further attempt is locked for up to 15 minutes. If it was not the person themself, give them a new start code or badge.`,
  },
  subject: {
    assigned: ({ title }) => `New training: ${title}`,
    reminder: ({ title, days: n }) => `Reminder: "${title}" is due in ${days(n)}`,
    overdue: ({ title }) => `Overdue: ${title}`,
    window: ({ title }) => `Time to repeat: ${title}`,
    expired: ({ title }) => `Certificate expired: ${title}`,
    escalation: ({ title, days: n, person }) => `Overdue for ${n} days: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `New question about "${title}"${person ? ` from ${person}` : ''}`,
    answer: ({ title }) => `Answer to your question about "${title}"`,
    account_locked: ({ person }) => `Account locked after wrong sign-in attempts: ${person ?? ''}`,
  },
  digestSubject: (count) => `Your trainings: ${count} notices`,
  mail: {
    hello: 'Hello',
    overview: 'here is an overview of your trainings:',
    more: '… and {{more}} more notices: all of them are in the bell "Training notices".',
    footer: 'This email was sent automatically by Unterweisung Pro.',
  },
  links: {
    myTrainings: 'Open "My trainings"',
    report: "Open the units' progress report",
    questions: 'View and answer the question',
    answer: 'View the answer in the training',
    users: 'Open the users page',
  },
};
