/** Russian (ru) texts of 'notificationsUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ru: Translation<Texts> = {
  bell: {
    label: 'Уведомления об инструктажах',
    labelWithCount_one: '{{count}} непрочитанное уведомление об инструктажах',
    labelWithCount_few: '{{count}} непрочитанных уведомления об инструктажах',
    labelWithCount_many: '{{count}} непрочитанных уведомлений об инструктажах',
    labelWithCount_other: '{{count}} непрочитанного уведомления об инструктажах',
    title: 'Уведомления об инструктажах',
    none: 'Нет уведомлений',
    markAllRead: 'Отметить все как прочитанные',
    more_one: 'и ещё {{count}}',
    more_few: 'и ещё {{count}}',
    more_many: 'и ещё {{count}}',
    more_other: 'и ещё {{count}}',
    failed: 'Ошибка при загрузке уведомлений.',
  },
  settings: {
    tab: 'Уведомления',
    intro: 'Когда сотрудникам напоминать об их инструктажах по электронной почте и в уведомлениях (колокольчик).',
    reminderDays: 'Напоминание до срока (дней)',
    reminderHint: 'До 5 разных значений от 1 до 365, например 7 и 1.',
    escalationDays: 'Эскалация после просрочки (дней)',
    escalationFirst: 'владельцу и совладельцам подразделения',
    escalationSecond: 'администраторам и главному администратору',
    kinds: 'Уведомления',
    kind: {
      assigned: 'Инструктаж назначен',
      reminder: 'Напоминание до срока',
      overdue: 'Срок пропущен',
      window: 'Можно пройти повторно (за два месяца до истечения срока)',
      expired: 'Срок действия протокола истёк',
      escalation: 'Эскалация владельцам подразделений, администраторам и главному администратору',
    },
    questionsAlways: 'Вопросы контактному лицу курса и ответы на них доставляются всегда.',
    save: 'Сохранить',
    saved: 'Настройки сохранены.',
    failed: 'Ошибка при сохранении настроек.',
    loadFailed: 'Ошибка при загрузке настроек.',
  },
};
