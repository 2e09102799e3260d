/**
 * Texts of My Learning (/my-trainings), German first, registered under 'myLearningUi'. Status,
 * actions, due display, achievements and evidence texts are shared (features/learning/i18n.ts).
 */
import { defineFeatureTexts, type Shape } from '../../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  page: {
    title: 'Mein Lernbereich',
    subtitle: 'Ihre zugewiesenen Schulungen, Ihr Fortschritt und Ihre Nachweise.',
    tabs: {
      trainings: 'Schulungen',
      evidence: 'Nachweise',
    },
    loadErrorTitle: 'Die Schulungen konnten nicht geladen werden',
  },
  summary: {
    label: 'Ihr Lernstand',
    open: 'Offen',
    completed: 'Abgeschlossen',
    overdue: 'Überfällig',
    rate: 'Abschlussquote',
  },
  filters: {
    searchPlaceholder: 'Schulungen nach Titel oder Beschreibung durchsuchen …',
    searchLabel: 'Schulungen durchsuchen',
    statusLabel: 'Status',
    status: {
      all: 'Alle',
      open: 'Offen',
      completed: 'Abgeschlossen',
    },
    statusHint: {
      all: 'Alle zugewiesenen Schulungen',
      open: 'Zugewiesen, nicht abgeschlossen',
      completed: 'Abgeschlossene Schulungen (nur ansehen)',
    },
    tagsLabel: 'Tags',
    reset: 'Filter zurücksetzen',
    resultCount_one: '{{count}} Schulung',
    resultCount_other: '{{count}} Schulungen',
  },
  empty: {
    noGroupTitle: 'Noch keine Schulungen',
    noGroupText: 'Sie sind noch keiner Gruppe mit Schulungen zugewiesen. Sobald Ihre Gruppe Schulungen erhält, erscheinen sie hier.',
    toGroups: 'Zu den Einheiten',
    noResultsTitle: 'Keine Schulungen gefunden',
    noResultsText: 'Keine Schulung passt zu Ihrer Suche oder Ihrem Filter.',
    noOpenTitle: 'Keine offenen Schulungen',
    noOpenText: 'Sie haben alle zugewiesenen Schulungen abgeschlossen.',
    noCompletedTitle: 'Keine abgeschlossenen Schulungen',
    noCompletedText: 'Abgeschlossene Schulungen erscheinen hier und bleiben zum Ansehen verfügbar.',
  },
  card: {
    coverAlt: 'Titelbild von {{title}}',
    noDescription: 'Keine Beschreibung',
    required: 'Pflicht',
    recertification: 'Rezertifizierung',
    progress: 'Fortschritt',
    progressLabel: 'Fortschritt: {{percent}} %',
    modules_one: '{{count}} Modul',
    modules_other: '{{count}} Module',
    minutes: '{{count}} Min.',
    groups: 'Gruppen',
    deadline: 'Frist',
    deadlineOverdue: 'Frist überschritten',
    recertDue: 'Rezertifizierung fällig',
    completedOn: 'Abgeschlossen am {{date}}',
    completedInPresenceOn: 'Abgeschlossen (Präsenz) am {{date}}',
    moreTags: '+{{count}}',
    period: 'Rezertifizierung alle {{count}} Monate',
    periodMinor: 'halbjährlich, da unter 18',
    practicalPart: 'Mit Praxisteil (Präsenz)',
    languages: 'Sprachen: {{list}}',
    awaitingPractical: 'Online-Teil abgeschlossen – wartet auf Praxisteil. Die Schulung zählt, sobald Ihr Ausbilder den Praxisteil bestätigt.',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  page: {
    title: 'My Learning',
    subtitle: 'Your assigned trainings, your progress and your certificates.',
    tabs: {
      trainings: 'Trainings',
      evidence: 'Certificates',
    },
    loadErrorTitle: 'The trainings could not be loaded',
  },
  summary: {
    label: 'Your progress',
    open: 'Open',
    completed: 'Completed',
    overdue: 'Overdue',
    rate: 'Completion rate',
  },
  filters: {
    searchPlaceholder: 'Search trainings by title or description …',
    searchLabel: 'Search trainings',
    statusLabel: 'Status',
    status: {
      all: 'All',
      open: 'Open',
      completed: 'Completed',
    },
    statusHint: {
      all: 'All assigned trainings',
      open: 'Assigned, not completed',
      completed: 'Completed trainings (view only)',
    },
    tagsLabel: 'Tags',
    reset: 'Reset filters',
    resultCount_one: '{{count}} training',
    resultCount_other: '{{count}} trainings',
  },
  empty: {
    noGroupTitle: 'No trainings yet',
    noGroupText: 'You have not been assigned to a group with trainings yet. As soon as your group receives trainings, they appear here.',
    toGroups: 'Go to units',
    noResultsTitle: 'No trainings found',
    noResultsText: 'No training matches your search or filter.',
    noOpenTitle: 'No open trainings',
    noOpenText: 'You have completed all assigned trainings.',
    noCompletedTitle: 'No completed trainings',
    noCompletedText: 'Completed trainings appear here and stay available to view.',
  },
  card: {
    coverAlt: 'Cover image of {{title}}',
    noDescription: 'No description',
    required: 'Required',
    recertification: 'Recertification',
    progress: 'Progress',
    progressLabel: 'Progress: {{percent}} %',
    modules_one: '{{count}} module',
    modules_other: '{{count}} modules',
    minutes: '{{count}} min',
    groups: 'Groups',
    deadline: 'Deadline',
    deadlineOverdue: 'Deadline passed',
    recertDue: 'Recertification due',
    completedOn: 'Completed on {{date}}',
    completedInPresenceOn: 'Completed (in person) on {{date}}',
    moreTags: '+{{count}}',
    period: 'Recertification every {{count}} months',
    periodMinor: 'every six months, as under 18',
    practicalPart: 'With an in-person practical part',
    languages: 'Languages: {{list}}',
    awaitingPractical: 'Online part completed – awaiting practical part. The training counts once your instructor signs off the practical part.',
  },
};

/** Registered under 'myLearningUi': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useMyLearningT } = defineFeatureTexts('myLearningUi', de, en, { tr, pl, ro, uk, ru, ar });
