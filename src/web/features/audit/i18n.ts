/** Texts of the audit workspace ("Prüfung"), German first, registered under 'audit'. Each tab adds its own block. */
import { defineFeatureTexts, type Shape } from '../../lib/feature-texts';

const de = {
  page: {
    title: 'Prüfung',
    subtitle: 'Wer hatte wann welche Unterweisung? Stand zu jedem Zeitpunkt, Verläufe, Protokoll und Nachweis der Unveränderlichkeit.',
    noPermission: 'Nur Prüfer/innen, Root und Admins öffnen den Prüfbereich.',
    tabsLabel: 'Prüfwerkzeuge',
  },
};

const en: Shape<typeof de> = {
  page: {
    title: 'Audit',
    subtitle: 'Who had which instruction when? Status at any instant, histories, the audit trail and proof that the log is unaltered.',
    noPermission: 'Only auditors, root and admins open the audit workspace.',
    tabsLabel: 'Audit tools',
  },
};

/** Registered under 'audit': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useAuditT } = defineFeatureTexts('audit', de, en);
