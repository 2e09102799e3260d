/** Ukrainian (uk) texts of 'learningUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const uk: Translation<Texts> = {
  status: {
    assigned: 'Призначено',
    in_progress: 'Виконується',
    completed: 'Завершено',
    recertification_required: 'Потрібне повторне проходження',
    expired: 'Термін дії минув',
    awaiting_practical: 'Очікує практичної частини',
  },
  completionStatus: {
    completed: 'Дійсна',
    recertification_required: 'Потрібне повторне проходження',
    expired: 'Термін дії минув',
    awaiting_practical: 'Очікує практичної частини',
  },
  practical: {
    awaitingHint: 'Онлайн-частину завершено. Курс зарахують, щойно практичну частину буде підтверджено; тоді ви отримаєте й довідку.',
    signedOff: 'Практична частина: {{date}}, {{place}} ({{instructor}})',
  },
  action: {
    start: 'Почати',
    continue: 'Продовжити',
    view: 'Переглянути',
    recertify: 'Пройти повторно',
    renew: 'Поновити',
    locked: 'Заблоковано',
    lockedHint: 'Цей курс зараз недоступний.',
  },
  due: {
    overdue: 'прострочено',
    today: 'сьогодні',
    days_one: 'через {{count}} день',
    days_few: 'через {{count}} дні',
    days_many: 'через {{count}} днів',
    days_other: 'через {{count}} дня',
  },
  deletedTraining: 'Курс видалено',
  achievements: {
    title: 'Досягнення',
    achieved: 'Досягнуто',
    open: 'Ще попереду',
    first_completed: {
      title: 'Перший курс завершено',
      text: 'Ви успішно завершили свій перший курс.',
    },
    five_completed: {
      title: '5 курсів завершено',
      text: 'П’ять курсів успішно завершено.',
    },
    halfway: {
      title: 'Половина шляху',
      text: 'Половину ваших курсів завершено.',
    },
    all_completed: {
      title: 'Усе завершено',
      text: 'Усі призначені курси завершено.',
    },
  },
  evidence: {
    title: 'Довідки',
    subtitle: 'Ваші пройдені інструктажі з довідкою у форматі PDF.',
    recentTitle: 'Останні довідки',
    training: 'Курс',
    completedAt: 'Дата завершення',
    result: 'Результат',
    validUntil: 'Дійсна до',
    status: 'Статус',
    cycle: 'Проходження {{cycle}}',
    noExpiry: 'безстроково',
    download: 'Довідка (PDF)',
    downloadLabel: 'Завантажити довідку (PDF) для «{{title}}»',
    downloadFailed: 'Не вдалося завантажити довідку.',
    empty: 'Поки що немає довідок',
    emptyText: 'Щойно ви завершите курс, тут з’явиться довідка про інструктаж у форматі PDF.',
    fileName: 'Довідка про інструктаж',
    loadError: 'Не вдалося завантажити довідки.',
  },
};
