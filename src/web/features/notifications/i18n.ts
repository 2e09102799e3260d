/** Texts of the notifications (bell of due trainings, company settings). German first. */
import { defineFeatureTexts, type FeatureT, type Shape } from '../../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  bell: {
    label: 'Hinweise zu Unterweisungen',
    labelWithCount_one: '{{count}} ungelesener Hinweis zu Unterweisungen',
    labelWithCount_other: '{{count}} ungelesene Hinweise zu Unterweisungen',
    title: 'Hinweise zu Unterweisungen',
    none: 'Keine Hinweise',
    markAllRead: 'Alle als gelesen markieren',
    more_one: 'und {{count}} weiterer',
    more_other: 'und {{count}} weitere',
    failed: 'Fehler beim Laden der Hinweise.',
  },
  settings: {
    tab: 'Benachrichtigungen',
    intro: 'Wann Mitarbeitende per E-Mail und in der Glocke an ihre Unterweisungen erinnert werden.',
    reminderDays: 'Erinnerung vor der Frist (Tage)',
    reminderHint: 'Bis zu 5 verschiedene Werte von 1 bis 365, z. B. 7 und 1.',
    escalationDays: 'Eskalation nach Überfälligkeit (Tage)',
    escalationFirst: 'an Besitzer und Co-Owner der Einheit',
    escalationSecond: 'an Admins und Root',
    kinds: 'Benachrichtigungen',
    kind: {
      assigned: 'Unterweisung zugewiesen',
      reminder: 'Erinnerung vor der Frist',
      overdue: 'Frist überschritten',
      window: 'Wiederholung möglich (zwei Monate vor Ablauf)',
      expired: 'Nachweis abgelaufen',
      escalation: 'Eskalation an Einheits-Besitzer, Admins und Root',
    },
    questionsAlways: 'Fragen an die Ansprechperson einer Schulung und ihre Antworten werden immer zugestellt.',
    save: 'Speichern',
    saved: 'Die Einstellungen wurden gespeichert.',
    failed: 'Fehler beim Speichern der Einstellungen.',
    loadFailed: 'Fehler beim Laden der Einstellungen.',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  bell: {
    label: 'Training notices',
    labelWithCount_one: '{{count}} unread training notice',
    labelWithCount_other: '{{count}} unread training notices',
    title: 'Training notices',
    none: 'No notices',
    markAllRead: 'Mark all as read',
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
    failed: 'Failed to load the notices.',
  },
  settings: {
    tab: 'Notifications',
    intro: 'When employees are reminded of their trainings by email and in the bell.',
    reminderDays: 'Reminder before the deadline (days)',
    reminderHint: 'Up to 5 different values from 1 to 365, e.g. 7 and 1.',
    escalationDays: 'Escalation when overdue (days)',
    escalationFirst: 'to the unit’s owner and co-owners',
    escalationSecond: 'to admins and root',
    kinds: 'Notifications',
    kind: {
      assigned: 'Training assigned',
      reminder: 'Reminder before the deadline',
      overdue: 'Deadline passed',
      window: 'Repeat possible (two months before expiry)',
      expired: 'Certificate expired',
      escalation: 'Escalation to unit owners, admins and root',
    },
    questionsAlways: 'Questions to a training’s instructor and their answers are always delivered.',
    save: 'Save',
    saved: 'The settings were saved.',
    failed: 'Failed to save the settings.',
    loadFailed: 'Failed to load the settings.',
  },
};

const texts = defineFeatureTexts('notificationsUi', de, en, { tr, pl, ro, uk, ru, ar });

export type NotificationsT = FeatureT<typeof de>;
export const useNotificationsT = texts.useFeatureT;
