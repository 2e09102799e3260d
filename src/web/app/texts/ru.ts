/** Russian (ru) texts of 'app' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ru: Translation<Texts> = {
  nav: {
    label: 'Главное меню',
    openMenu: 'Открыть меню',
    dashboard: 'Обзор',
    library: 'Библиотека курсов',
    myLearning: 'Моё обучение',
    groups: 'Подразделения',
    instructionSessions: 'Очные инструктажи',
    bundles: 'Пакеты курсов',
    users: 'Пользователи',
    audit: 'Проверка',
    dataProtection: 'Защита данных',
    master: 'Управление платформой',
  },
  userMenu: {
    open: 'Открыть меню пользователя',
    editProfile: 'Изменить профиль',
    language: 'Язык',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. Все права защищены.',
    legalLabel: 'Правовая информация',
    privacy: 'Конфиденциальность',
    imprint: 'Выходные данные',
    terms: 'Условия использования',
  },
};
