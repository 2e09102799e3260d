/** Texts of the audit tab "Stand zum Stichtag" (as-of replay), German first. */
import { AS_OF_COLUMN_LABELS } from '../../../../shared/contracts/audit-as-of';
import { progressStatusDe, progressStatusEn } from '../../../i18n/common';
import { defineFeatureTexts, type Shape } from '../../../lib/feature-texts';

const de = {
  tab: 'Stand zum Stichtag',
  intro: 'Wer hatte zu einem Zeitpunkt welche Unterweisung gültig? Alle Angaben so, wie sie damals im Ereignisprotokoll standen.',
  filters: {
    asOf: 'Stichtag',
    group: 'Einheit',
    person: 'Person',
    training: 'Schulung',
    status: 'Status',
    anyGroup: 'Alle Einheiten',
    anyPerson: 'Alle Personen',
    anyTraining: 'Alle Schulungen',
    anyStatus: 'Alle Status',
    language: 'Sprache des Abschlusses',
    anyLanguage: 'Alle Sprachen',
    now: 'Jetzt',
  },
  summary: {
    compliant: '{{x}} von {{y}} gültig',
    rate: 'Quote gültiger Unterweisungen',
    none: 'Zu diesem Zeitpunkt gab es in dieser Auswahl keine Zuweisungen.',
  },
  columns: {
    person: 'Person',
    ...AS_OF_COLUMN_LABELS.de,
    evidence: 'Nachweis',
    forever: 'unbegrenzt',
    deliveredLanguage: 'Sprache: {{name}}',
    languageNotRecorded: 'nicht erfasst',
  },
  status: progressStatusDe,
  export: {
    label: 'Exportieren',
    csv: 'CSV',
    xlsx: 'Excel',
    pdf: 'PDF',
    failed: 'Der Export ist fehlgeschlagen.',
  },
  trend: {
    title: 'Verlauf der letzten 12 Monate',
    hint: 'Anteil gültiger Unterweisungen jeweils am Monatsende (laufender Monat: heute).',
    pickGroup: 'Wählen Sie eine Einheit, um ihren Verlauf zu sehen.',
    valid: 'gültig',
  },
  loadError: 'Der Stand konnte nicht geladen werden.',
  table: 'Schulungsstand zum Stichtag',
};

const en: Shape<typeof de> = {
  tab: 'Status as of',
  intro: 'Who had a valid instruction at a given instant? Everything as the event log held it then.',
  filters: {
    asOf: 'As of',
    group: 'Unit',
    person: 'Person',
    training: 'Training',
    status: 'Status',
    anyGroup: 'All units',
    anyPerson: 'All people',
    anyTraining: 'All trainings',
    anyStatus: 'All statuses',
    language: 'Language of the completion',
    anyLanguage: 'All languages',
    now: 'Now',
  },
  summary: {
    compliant: '{{x}} of {{y}} valid',
    rate: 'Share of valid instructions',
    none: 'There were no assignments in this selection at that time.',
  },
  columns: {
    person: 'Person',
    ...AS_OF_COLUMN_LABELS.en,
    evidence: 'Evidence',
    forever: 'no expiry',
    deliveredLanguage: 'Language: {{name}}',
    languageNotRecorded: 'not recorded',
  },
  status: progressStatusEn,
  export: {
    label: 'Export',
    csv: 'CSV',
    xlsx: 'Excel',
    pdf: 'PDF',
    failed: 'The export failed.',
  },
  trend: {
    title: 'The last 12 months',
    hint: 'Share of valid instructions at each month end (current month: today).',
    pickGroup: 'Pick a unit to see its trend.',
    valid: 'valid',
  },
  loadError: 'The status could not be loaded.',
  table: 'Training status as of the instant',
};

/** Registered under 'auditAsOf': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useAsOfT } = defineFeatureTexts('auditAsOf', de, en);
