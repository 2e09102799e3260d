/**
 * Texts of the learner's building blocks shared by My Learning and the dashboard (status, due
 * display, actions, achievements, evidence list), German first, under the key 'learningUi'.
 */
import { defineFeatureTexts, type FeatureT, type Shape } from '../../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  status: {
    assigned: 'Zugewiesen',
    in_progress: 'In Bearbeitung',
    completed: 'Abgeschlossen',
    recertification_required: 'Rezertifizierung erforderlich',
    expired: 'Abgelaufen',
    awaiting_practical: 'Wartet auf Praxisteil',
  },
  completionStatus: {
    completed: 'Gültig',
    recertification_required: 'Rezertifizierung erforderlich',
    expired: 'Abgelaufen',
    awaiting_practical: 'Wartet auf Praxisteil',
  },
  practical: {
    awaitingHint: 'Online-Teil abgeschlossen. Die Schulung zählt, sobald der Praxisteil bestätigt ist; dann gibt es auch den Nachweis.',
    signedOff: 'Praxisteil am {{date}} in {{place}} ({{instructor}})',
  },
  action: {
    start: 'Start',
    continue: 'Fortsetzen',
    view: 'Ansehen',
    recertify: 'Rezertifizierung',
    renew: 'Erneuern',
    locked: 'Gesperrt',
    lockedHint: 'Diese Schulung ist derzeit nicht verfügbar.',
  },
  due: {
    overdue: 'überfällig',
    today: 'heute',
    days_one: 'in {{count}} Tag',
    days_other: 'in {{count}} Tagen',
  },
  deletedTraining: 'Schulung wurde gelöscht',
  achievements: {
    title: 'Erfolge',
    achieved: 'Erreicht',
    open: 'Noch offen',
    first_completed: {
      title: 'Erste Schulung abgeschlossen',
      text: 'Sie haben Ihre erste Schulung erfolgreich abgeschlossen.',
    },
    five_completed: {
      title: '5 Schulungen abgeschlossen',
      text: 'Fünf Schulungen erfolgreich abgeschlossen.',
    },
    halfway: {
      title: 'Halbzeit',
      text: 'Die Hälfte Ihrer Schulungen ist abgeschlossen.',
    },
    all_completed: {
      title: 'Alles abgeschlossen',
      text: 'Alle zugewiesenen Schulungen sind abgeschlossen.',
    },
  },
  evidence: {
    title: 'Nachweise',
    subtitle: 'Ihre abgeschlossenen Unterweisungen mit Nachweis als PDF.',
    recentTitle: 'Letzte Nachweise',
    training: 'Schulung',
    completedAt: 'Abgeschlossen am',
    result: 'Ergebnis',
    validUntil: 'Gültig bis',
    status: 'Status',
    cycle: 'Durchgang {{cycle}}',
    noExpiry: 'unbegrenzt',
    download: 'Nachweis (PDF)',
    downloadLabel: 'Nachweis (PDF) für „{{title}}“ herunterladen',
    downloadFailed: 'Der Nachweis konnte nicht heruntergeladen werden.',
    empty: 'Noch keine Nachweise',
    emptyText: 'Sobald Sie eine Schulung abschließen, finden Sie hier den Unterweisungsnachweis als PDF.',
    fileName: 'Unterweisungsnachweis',
    loadError: 'Die Nachweise konnten nicht geladen werden.',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  status: {
    assigned: 'Assigned',
    in_progress: 'In progress',
    completed: 'Completed',
    recertification_required: 'Recertification required',
    expired: 'Expired',
    awaiting_practical: 'Awaiting practical part',
  },
  completionStatus: {
    completed: 'Valid',
    recertification_required: 'Recertification required',
    expired: 'Expired',
    awaiting_practical: 'Awaiting practical part',
  },
  practical: {
    awaitingHint: 'Online part completed. The training counts once the practical part is signed off; the evidence follows then.',
    signedOff: 'Practical part on {{date}} at {{place}} ({{instructor}})',
  },
  action: {
    start: 'Start',
    continue: 'Continue',
    view: 'View',
    recertify: 'Recertify',
    renew: 'Renew',
    locked: 'Locked',
    lockedHint: 'This training is not available at the moment.',
  },
  due: {
    overdue: 'overdue',
    today: 'today',
    days_one: 'in {{count}} day',
    days_other: 'in {{count}} days',
  },
  deletedTraining: 'Training was deleted',
  achievements: {
    title: 'Achievements',
    achieved: 'Achieved',
    open: 'Not yet',
    first_completed: {
      title: 'First training completed',
      text: 'You have completed your first training.',
    },
    five_completed: {
      title: '5 trainings completed',
      text: 'Five trainings completed.',
    },
    halfway: {
      title: 'Halfway there',
      text: 'Half of your trainings are completed.',
    },
    all_completed: {
      title: 'All completed',
      text: 'All assigned trainings are completed.',
    },
  },
  evidence: {
    title: 'Certificates',
    subtitle: 'Your completed trainings with a PDF certificate.',
    recentTitle: 'Latest certificates',
    training: 'Training',
    completedAt: 'Completed on',
    result: 'Result',
    validUntil: 'Valid until',
    status: 'Status',
    cycle: 'Cycle {{cycle}}',
    noExpiry: 'unlimited',
    download: 'Certificate (PDF)',
    downloadLabel: 'Certificate (PDF) for “{{title}}”: download',
    downloadFailed: 'The certificate could not be downloaded.',
    empty: 'No certificates yet',
    emptyText: 'As soon as you complete a training, its certificate is available here as PDF.',
    fileName: 'Training-certificate',
    loadError: 'The certificates could not be loaded.',
  },
};

/** Registered under 'learningUi': t() for this feature's keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useLearningT } = defineFeatureTexts('learningUi', de, en, { tr, pl, ro, uk, ru, ar });
export type LearningT = FeatureT<typeof de>;
