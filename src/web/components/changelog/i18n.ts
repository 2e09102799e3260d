/**
 * Texts shared by the infolog views (group panel, dashboard list, bell): entry details, read status,
 * the errors of spec section 8. Registered under 'changelogUi'; German first.
 */
import { defineFeatureTexts, type FeatureT, type Leaves, type Shape } from '../../lib/feature-texts';

const de = {
  common: {
    close: 'Schließen',
    retry: 'Erneut versuchen',
    error: 'Fehler',
    unknownAuthor: 'Unbekannt',
  },
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
};

const en: Shape<typeof de> = {
  common: {
    close: 'Close',
    retry: 'Try again',
    error: 'Error',
    unknownAuthor: 'Unknown',
  },
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
};

const texts = defineFeatureTexts('changelogUi', de, en);

export const changelogTranslations = texts.translations;
export type ChangelogKey = Leaves<typeof de>;
export type ChangelogT = FeatureT<typeof de>;
export const useChangelogT = texts.useFeatureT;
