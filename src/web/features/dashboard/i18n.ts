/**
 * Texts of the dashboard's learning parts (statistics, own groups, current trainings, news card),
 * German first, registered under 'dashboardUi'. Greeting, trial and action texts stay in
 * src/web/i18n/*.json ('dashboard.*').
 */
import { defineFeatureTexts, type Shape } from '../../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  hero: {
    eyebrow: 'Dashboard',
    greeting: 'Hallo, {{name}}!',
    trialEnds_one: 'Testphase bis {{date}} (noch {{count}} Tag)',
    trialEnds_other: 'Testphase bis {{date}} (noch {{count}} Tage)',
    trialEnded: 'Testphase am {{date}} beendet',
    actions: {
      library: 'Zur Schulungsbibliothek',
      myLearning: 'Mein Lernbereich',
    },
  },
  stats: {
    label: 'Kennzahlen',
    loadError: 'Die Kennzahlen konnten nicht geladen werden.',
    activeTrainings: 'Aktive Schulungen',
    activeTrainingsHint: 'Veröffentlichte Schulungen des Unternehmens',
    completedTrainings: 'Abgeschlossene Schulungen',
    completedTrainingsHint: 'Gültige Abschlüsse im Unternehmen',
    totalUsers: 'Benutzer gesamt',
    totalUsersHint: 'Aktive Benutzer',
    complianceRate: 'Compliance-Rate',
    complianceRateHint: 'Zugewiesene Schulungen mit gültigem Abschluss',
    myGroups: 'Meine Gruppen',
    myGroupsHint: 'Gruppen, die Sie besitzen oder mitverwalten',
    teamMembers: 'Teammitglieder',
    teamMembersHint: 'Mitglieder Ihrer Gruppen',
    assignedTrainings: 'Zugewiesene Schulungen',
    assignedTrainingsHint: 'Schulungen Ihrer Gruppen',
    teamProgress: 'Team-Fortschritt',
    teamProgressHint: 'Abgeschlossene Schulungen Ihrer Teams',
    percent: '{{value}} %',
  },
  groups: {
    title: 'Meine Gruppen',
    noDescription: 'Keine Beschreibung',
    members_one: '{{count}} Mitglied',
    members_other: '{{count}} Mitglieder',
    empty: 'Sie sind noch keiner Gruppe zugeordnet',
    emptyText: 'Sobald Sie einer Gruppe angehören, sehen Sie sie hier zusammen mit ihren Schulungen.',
  },
  news: {
    title: 'Neuigkeiten',
  },
  current: {
    title: 'Aktuelle Schulungen',
    filterLabel: 'Schulungen filtern',
    filter: {
      all: 'Alle',
      open: 'Offen',
      completed: 'Abgeschlossen',
    },
    toMyLearning: 'Alle im Lernbereich',
    columns: {
      training: 'Schulung',
      status: 'Status',
      progress: 'Fortschritt',
      deadline: 'Frist',
      due: 'Fällig',
      action: 'Aktion',
    },
    empty: {
      all: 'Keine Schulungen vorhanden',
      open: 'Keine offenen Schulungen',
      completed: 'Keine abgeschlossenen Schulungen',
    },
    emptyHint: {
      all: 'Sobald Ihnen Schulungen zugewiesen werden, erscheinen sie hier.',
      open: 'Sie haben derzeit nichts zu erledigen.',
      completed: 'Abgeschlossene Schulungen und Nachweise werden hier aufgeführt.',
    },
    completedOn: 'Abgeschlossen am {{date}}',
    noDeadline: '–',
    groups: 'Gruppen: {{names}}',
    loadError: 'Die Schulungen konnten nicht geladen werden.',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  hero: {
    eyebrow: 'Dashboard',
    greeting: 'Hello, {{name}}!',
    trialEnds_one: 'Trial until {{date}} ({{count}} day left)',
    trialEnds_other: 'Trial until {{date}} ({{count}} days left)',
    trialEnded: 'Trial ended on {{date}}',
    actions: {
      library: 'Open training library',
      myLearning: 'My Learning',
    },
  },
  stats: {
    label: 'Key figures',
    loadError: 'The key figures could not be loaded.',
    activeTrainings: 'Active trainings',
    activeTrainingsHint: 'Published trainings of the company',
    completedTrainings: 'Completed trainings',
    completedTrainingsHint: 'Valid completions in the company',
    totalUsers: 'Total users',
    totalUsersHint: 'Active users',
    complianceRate: 'Compliance rate',
    complianceRateHint: 'Assigned trainings with a valid completion',
    myGroups: 'My groups',
    myGroupsHint: 'Groups you own or co-own',
    teamMembers: 'Team members',
    teamMembersHint: 'Members of your groups',
    assignedTrainings: 'Assigned trainings',
    assignedTrainingsHint: 'Trainings of your groups',
    teamProgress: 'Team progress',
    teamProgressHint: 'Completed trainings of your teams',
    percent: '{{value}} %',
  },
  groups: {
    title: 'My groups',
    noDescription: 'no description',
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    empty: 'You are not a member of any group yet',
    emptyText: 'As soon as you belong to a group, you see it here together with its trainings.',
  },
  news: {
    title: 'News',
  },
  current: {
    title: 'Current trainings',
    filterLabel: 'Filter trainings',
    filter: {
      all: 'All',
      open: 'Open',
      completed: 'Completed',
    },
    toMyLearning: 'All in My Learning',
    columns: {
      training: 'Training',
      status: 'Status',
      progress: 'Progress',
      deadline: 'Deadline',
      due: 'Due',
      action: 'Action',
    },
    empty: {
      all: 'No trainings available',
      open: 'No open trainings',
      completed: 'No completed trainings',
    },
    emptyHint: {
      all: 'As soon as trainings are assigned to you, they appear here.',
      open: 'You have nothing to do at the moment.',
      completed: 'Completed trainings and certificates are listed here.',
    },
    completedOn: 'Completed on {{date}}',
    noDeadline: '–',
    groups: 'Groups: {{names}}',
    loadError: 'The trainings could not be loaded.',
  },
};

/** Registered under 'dashboardUi': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useDashboardT } = defineFeatureTexts('dashboardUi', de, en, { tr, pl, ro, uk, ru, ar });
