/** Ukrainian (uk) texts of 'app' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../lib/feature-texts';
import type { Texts } from '../i18n';

export const uk: Translation<Texts> = {
  nav: {
    label: 'Головна навігація',
    openMenu: 'Відкрити меню',
    dashboard: 'Огляд',
    library: 'Бібліотека курсів',
    myLearning: 'Моє навчання',
    groups: 'Підрозділи',
    instructionSessions: 'Очні інструктажі',
    bundles: 'Пакети курсів',
    users: 'Користувачі',
    audit: 'Аудит',
    dataProtection: 'Захист даних',
    master: 'Бекофіс оператора',
  },
  userMenu: {
    open: 'Відкрити меню користувача',
    editProfile: 'Редагувати профіль',
    language: 'Мова',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. Усі права захищено.',
    legalLabel: 'Правова інформація',
    privacy: 'Конфіденційність',
    imprint: 'Вихідні дані',
    terms: 'Умови використання',
  },
};
