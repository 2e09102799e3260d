/**
 * Texts of the infolog views (group panel, dashboard list, bell): entry details, read status,
 * the dashboard feed, the errors of spec section 8. Registered under 'infologUi'; German first.
 */
import { defineFeatureTexts, type FeatureT, type Shape } from '../../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  entry: {
    read: 'Gelesen',
    new: 'Neu',
    video: 'Video',
    by: 'von {{name}}',
    markRead: 'Als gelesen markieren',
    markReadShort: 'Gelesen',
    readOn: 'Gelesen am {{date}}',
    readCount: '{{read}}/{{total}}',
    readCountLabel: '{{read}} von {{total}} Mitgliedern haben gelesen',
    showReadStatus: 'Lesestatus anzeigen',
    watchHint: 'Die Nachricht gilt als gelesen, sobald Sie das Video (fast) ganz angesehen haben.',
  },
  readStatus: {
    title: 'Lesestatus',
    readBy: 'Gelesen ({{count}})',
    unreadBy: 'Noch nicht gelesen ({{count}})',
    nobodyRead: 'Noch niemand hat diese Nachricht gelesen.',
    everyoneRead: 'Alle Mitglieder haben die Nachricht gelesen.',
    readAt: 'am {{date}}',
  },
  errors: {
    fetchChangelog: 'Fehler beim Laden des Infologs.',
    fetchReadStatus: 'Fehler beim Laden des Lesestatus.',
    fetchCount: 'Fehler beim Laden der ungelesenen Nachrichten.',
    markRead: 'Fehler beim Markieren als gelesen.',
  },
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
    label: 'Benachrichtigungen',
    labelWithCount_one: '{{count}} ungelesene Nachricht',
    labelWithCount_other: '{{count}} ungelesene Nachrichten',
    none: 'Keine ungelesenen Nachrichten',
    title: 'Ungelesene Nachrichten',
    more_one: 'und {{count}} weitere',
    more_other: 'und {{count}} weitere',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  entry: {
    read: 'Read',
    new: 'New',
    video: 'Video',
    by: 'by {{name}}',
    markRead: 'Mark as read',
    markReadShort: 'Read',
    readOn: 'Read on {{date}}',
    readCount: '{{read}}/{{total}}',
    readCountLabel: '{{read}} of {{total}} members have read it',
    showReadStatus: 'Show read status',
    watchHint: 'The message counts as read once you have watched (almost) all of the video.',
  },
  readStatus: {
    title: 'Read status',
    readBy: 'Read ({{count}})',
    unreadBy: 'Not read yet ({{count}})',
    nobodyRead: 'Nobody has read this message yet.',
    everyoneRead: 'All members have read the message.',
    readAt: 'on {{date}}',
  },
  errors: {
    fetchChangelog: 'Failed to fetch changelog',
    fetchReadStatus: 'Failed to fetch read status',
    fetchCount: 'Failed to fetch total changelog count',
    markRead: 'Error marking as read.',
  },
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
    label: 'Notifications',
    labelWithCount_one: '{{count}} unread message',
    labelWithCount_other: '{{count}} unread messages',
    none: 'No unread messages',
    title: 'Unread messages',
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
  },
};

/** Registered under 'infologUi': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { translations: infologTranslations, useFeatureT: useInfologT } = defineFeatureTexts('infologUi', de, en, { tr, pl, ro, uk, ru, ar });
export type InfologT = FeatureT<typeof de>;
