/** Texts of the dashboard infolog list (the bell's texts live in src/web/i18n under 'notifications'). Under 'notificationsUi'. */
import { defineFeatureTexts, type Shape } from '../../lib/feature-texts';

const de = {
  feed: {
    groupFilter: 'Gruppe',
    allGroups: 'Alle Gruppen',
    groupOption: '{{name}} ({{count}})',
    searchPlaceholder: 'Nachrichten durchsuchen …',
    searchLabel: 'Nachrichten durchsuchen',
    emptyTitle: 'Keine Nachrichten',
    emptyText: 'Sobald in Ihren Gruppen Nachrichten veröffentlicht werden, erscheinen sie hier.',
    noResultsTitle: 'Keine Nachrichten gefunden',
    noResultsText: 'Keine Nachricht passt zu Ihrer Suche oder Ihrem Filter.',
    resetFilters: 'Filter zurücksetzen',
    open: 'Nachricht „{{title}}“ öffnen',
    notFound: 'Die Nachricht wurde nicht gefunden. Vielleicht wurde sie gelöscht oder Sie sind nicht mehr Mitglied der Gruppe.',
  },
  bell: {
    more_one: 'und {{count}} weitere',
    more_other: 'und {{count}} weitere',
  },
};

const en: Shape<typeof de> = {
  feed: {
    groupFilter: 'Group',
    allGroups: 'All groups',
    groupOption: '{{name}} ({{count}})',
    searchPlaceholder: 'Search messages …',
    searchLabel: 'Search messages',
    emptyTitle: 'No messages',
    emptyText: 'As soon as messages are published in your groups, they appear here.',
    noResultsTitle: 'No messages found',
    noResultsText: 'No message matches your search or filter.',
    resetFilters: 'Reset filters',
    open: 'Open message “{{title}}”',
    notFound: 'The message was not found. It may have been deleted, or you are no longer a member of the group.',
  },
  bell: {
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
  },
};

const texts = defineFeatureTexts('notificationsUi', de, en);
export const notificationsTranslations = texts.translations;
export const useNotificationsT = texts.useFeatureT;
