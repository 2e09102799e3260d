/** Russian (ru) texts of 'learningUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ru: Translation<Texts> = {
  status: {
    assigned: 'Назначен',
    in_progress: 'В процессе',
    completed: 'Пройден',
    recertification_required: 'Требуется повторное прохождение',
    expired: 'Срок истёк',
    awaiting_practical: 'Ожидает практической части',
  },
  completionStatus: {
    completed: 'Действителен',
    recertification_required: 'Требуется повторное прохождение',
    expired: 'Срок истёк',
    awaiting_practical: 'Ожидает практической части',
  },
  practical: {
    awaitingHint: 'Онлайн-часть пройдена. Курс будет засчитан, как только практическая часть будет подтверждена; тогда же будет выдан протокол.',
    signedOff: 'Практическая часть: {{date}}, {{place}} ({{instructor}})',
  },
  action: {
    start: 'Начать',
    continue: 'Продолжить',
    view: 'Просмотреть',
    recertify: 'Пройти повторно',
    renew: 'Продлить',
    locked: 'Заблокировано',
    lockedHint: 'Этот курс сейчас недоступен.',
  },
  due: {
    overdue: 'просрочено',
    today: 'сегодня',
    days_one: 'через {{count}} день',
    days_few: 'через {{count}} дня',
    days_many: 'через {{count}} дней',
    days_other: 'через {{count}} дня',
  },
  deletedTraining: 'Курс удалён',
  achievements: {
    title: 'Достижения',
    achieved: 'Получено',
    open: 'Ещё впереди',
    first_completed: {
      title: 'Первый курс пройден',
      text: 'Вы успешно прошли свой первый курс.',
    },
    five_completed: {
      title: '5 курсов пройдено',
      text: 'Пять курсов успешно пройдено.',
    },
    halfway: {
      title: 'Половина пути',
      text: 'Половина ваших курсов пройдена.',
    },
    all_completed: {
      title: 'Всё пройдено',
      text: 'Все назначенные курсы пройдены.',
    },
  },
  evidence: {
    title: 'Протоколы',
    subtitle: 'Ваши пройденные инструктажи с протоколом в формате PDF.',
    recentTitle: 'Последние протоколы',
    training: 'Курс',
    completedAt: 'Дата прохождения',
    result: 'Результат',
    validUntil: 'Действителен до',
    status: 'Статус',
    cycle: 'Прохождение {{cycle}}',
    noExpiry: 'бессрочно',
    download: 'Протокол (PDF)',
    downloadLabel: 'Скачать протокол (PDF) по курсу «{{title}}»',
    downloadFailed: 'Не удалось скачать протокол.',
    empty: 'Протоколов пока нет',
    emptyText: 'Когда вы пройдёте курс, здесь появится протокол инструктажа в формате PDF.',
    fileName: 'Протокол инструктажа',
    loadError: 'Не удалось загрузить протоколы.',
  },
};
