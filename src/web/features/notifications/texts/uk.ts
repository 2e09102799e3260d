/** Ukrainian (uk) texts of 'notificationsUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const uk: Translation<Texts> = {
  bell: {
    label: 'Сповіщення щодо інструктажів',
    labelWithCount_one: '{{count}} непрочитане сповіщення щодо інструктажів',
    labelWithCount_few: '{{count}} непрочитані сповіщення щодо інструктажів',
    labelWithCount_many: '{{count}} непрочитаних сповіщень щодо інструктажів',
    labelWithCount_other: '{{count}} непрочитаного сповіщення щодо інструктажів',
    title: 'Сповіщення щодо інструктажів',
    none: 'Немає сповіщень',
    markAllRead: 'Позначити всі як прочитані',
    more_one: 'і ще {{count}}',
    more_few: 'і ще {{count}}',
    more_many: 'і ще {{count}}',
    more_other: 'і ще {{count}}',
    failed: 'Помилка під час завантаження сповіщень.',
  },
  settings: {
    tab: 'Сповіщення',
    intro: 'Коли працівникам нагадують про їхні інструктажі електронною поштою та в дзвіночку.',
    reminderDays: 'Нагадування до настання терміну (дні)',
    reminderHint: 'До 5 різних значень від 1 до 365, напр. 7 і 1.',
    escalationDays: 'Ескалація після прострочення (дні)',
    escalationFirst: 'власнику та співвласникам підрозділу',
    escalationSecond: 'адміністраторам і root',
    kinds: 'Сповіщення',
    kind: {
      assigned: 'Інструктаж призначено',
      reminder: 'Нагадування до настання терміну',
      overdue: 'Термін минув',
      window: 'Можна пройти повторно (за два місяці до закінчення дії)',
      expired: 'Термін дії довідки минув',
      escalation: 'Ескалація власникам підрозділів, адміністраторам і root',
    },
    questionsAlways: 'Питання до контактної особи курсу та відповіді на них надсилаються завжди.',
    save: 'Зберегти',
    saved: 'Налаштування збережено.',
    failed: 'Помилка під час збереження налаштувань.',
    loadFailed: 'Помилка під час завантаження налаштувань.',
  },
};
