import { plural, type NotificationWords } from './words';

const days = (n: number) => `${n} ${plural('ru', n, { one: 'день', few: 'дня', many: 'дней', other: 'дня' })}`;
const notices = (n: number) => `${n} ${plural('ru', n, { one: 'уведомление', few: 'уведомления', many: 'уведомлений', other: 'уведомления' })}`;

/** ru: translated from the German (see README, "Languages of the learner's screens", for the review). */
export const ru: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `Вам назначен инструктаж «${title}». Пройдите его до ${date}.` : `Вам назначен инструктаж «${title}».`),
    reminder: ({ title, date, days: n }) => `Инструктаж «${title}» нужно пройти через ${days(n)} (до ${date}).`,
    overdue: ({ title, date }) => `Инструктаж «${title}» просрочен: срок истёк ${date}.`,
    window: ({ title, date }) => `Инструктаж «${title}» уже можно пройти повторно. Ваш протокол действителен до ${date}.`,
    expired: ({ title, date }) => `Срок действия вашего протокола по инструктажу «${title}» истёк ${date}. Пройдите инструктаж повторно.`,
    escalation: ({ title, date, days: n, person }) =>
      person ? `${person}: инструктаж «${title}» просрочен на ${days(n)} (срок: ${date}).` : `Инструктаж «${title}» просрочен на ${days(n)} (срок: ${date}).`,
    question: ({ title, person }) => (person ? `${person} задал(а) вопрос по инструктажу «${title}».` : `Кто-то задал вопрос по инструктажу «${title}».`),
    answer: ({ title, person }) =>
      person ? `${person} ответил(а) на ваш вопрос по инструктажу «${title}».` : `Контактное лицо ответило на ваш вопрос по инструктажу «${title}».`,
    account_locked: ({ date, person }) =>
      `Для учётной записи ${person ? `сотрудника ${person}` : 'одного из сотрудников'} несколько раз подряд введены неверный PIN, стартовый код или пропуск (последний раз — ${date}); каждая следующая попытка заблокирована на срок до 15 минут. Если это был не сам сотрудник, выдайте ему новый стартовый код или пропуск.`,
  },
  subject: {
    assigned: ({ title }) => `Новый инструктаж: ${title}`,
    reminder: ({ title, days: n }) => `Напоминание: «${title}» нужно пройти через ${days(n)}`,
    overdue: ({ title }) => `Просрочено: ${title}`,
    window: ({ title }) => `Можно пройти повторно: ${title}`,
    expired: ({ title }) => `Срок протокола истёк: ${title}`,
    escalation: ({ title, days: n, person }) => `Просрочено на ${days(n)}: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `Новый вопрос по инструктажу «${title}»${person ? ` (${person})` : ''}`,
    answer: ({ title }) => `Ответ на ваш вопрос по инструктажу «${title}»`,
    account_locked: ({ person }) => `Учётная запись заблокирована после неудачных попыток входа: ${person ?? ''}`,
  },
  digestSubject: (count) => `Ваши инструктажи: ${notices(count)}`,
  mail: {
    hello: 'Здравствуйте,',
    overview: 'вот обзор ваших инструктажей:',
    more: '… и другие уведомления (ещё {{more}}): все они есть в колокольчике «Уведомления об инструктажах».',
    footer: 'Это письмо отправлено автоматически системой Unterweisung Pro.',
  },
  links: {
    myTrainings: 'К разделу «Моё обучение»',
    report: 'К отчёту о прогрессе подразделений',
    questions: 'Посмотреть вопрос и ответить',
    answer: 'Посмотреть ответ в инструктаже',
    users: 'К управлению пользователями',
  },
};
