import { plural, type NotificationWords } from './words';

const days = (n: number) => `${n} ${plural('uk', n, { one: 'день', few: 'дні', many: 'днів', other: 'дня' })}`;
const notices = (n: number) => `${n} ${plural('uk', n, { one: 'сповіщення', few: 'сповіщення', many: 'сповіщень', other: 'сповіщення' })}`;

/** uk: translated from the German (see README, "Languages of the learner's screens", for the review). */
export const uk: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `Вам призначено інструктаж «${title}». Будь ласка, пройдіть його до ${date}.` : `Вам призначено інструктаж «${title}».`),
    reminder: ({ title, date, days: n }) => `Інструктаж «${title}» потрібно пройти через ${days(n)} (до ${date}).`,
    overdue: ({ title, date }) => `Інструктаж «${title}» прострочено: термін минув ${date}.`,
    window: ({ title, date }) => `Тепер можна повторно пройти інструктаж «${title}». Ваша довідка дійсна до ${date}.`,
    expired: ({ title, date }) => `Термін дії вашої довідки про інструктаж «${title}» минув ${date}. Будь ласка, пройдіть інструктаж повторно.`,
    escalation: ({ title, date, days: n, person }) => `${person ?? ''} прострочує інструктаж «${title}» уже ${days(n)} (термін: ${date}).`,
    question: ({ title, person }) => `${person ?? 'Хтось'} має питання щодо інструктажу «${title}».`,
    answer: ({ title, person }) => `На ваше питання щодо інструктажу «${title}» надійшла відповідь (відповідає: ${person ?? 'контактна особа'}).`,
    account_locked: ({ date, person }) =>
      `Обліковий запис: ${person ?? 'невідомий працівник'}. Для нього кілька разів поспіль введено неправильний PIN, стартовий код або використано неправильну перепустку (востаннє ${date}); кожну наступну спробу заблоковано на строк до 15 хвилин. Якщо це був не сам працівник, видайте йому новий стартовий код або перепустку.`,
  },
  subject: {
    assigned: ({ title }) => `Новий інструктаж: ${title}`,
    reminder: ({ title, days: n }) => `Нагадування: «${title}» потрібно пройти через ${days(n)}`,
    overdue: ({ title }) => `Прострочено: ${title}`,
    window: ({ title }) => `Можна пройти повторно: ${title}`,
    expired: ({ title }) => `Термін дії довідки минув: ${title}`,
    escalation: ({ title, days: n, person }) => `Прострочено ${days(n)}: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `Нове питання щодо «${title}»${person ? ` (${person})` : ''}`,
    answer: ({ title }) => `Відповідь на ваше питання щодо «${title}»`,
    account_locked: ({ person }) => `Обліковий запис заблоковано після невдалих спроб входу: ${person ?? ''}`,
  },
  digestSubject: (count) => `Ваші інструктажі: ${notices(count)}`,
  mail: {
    hello: 'Добрий день,',
    overview: 'ось огляд ваших інструктажів:',
    more: '… а також інші сповіщення ({{more}}): усі вони є в дзвіночку «Сповіщення щодо інструктажів».',
    footer: 'Цей лист автоматично надіслано системою Unterweisung Pro.',
  },
  links: {
    myTrainings: 'Відкрити «Моє навчання»',
    report: 'До звіту про прогрес підрозділів',
    questions: 'Переглянути питання й відповісти',
    answer: 'Переглянути відповідь в інструктажі',
    users: 'До керування користувачами',
  },
};
