import { PROGRESS_STATUS_LABELS } from '../../shared/contracts/learning';
import type { LearnerTranslations } from '../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

/**
 * The shared `common` block of the UI texts: words and messages several features use (buttons,
 * errors, roles, validation, pagination). Every feature's t() accepts `common.*` keys besides its own
 * (src/web/lib/feature-texts.ts); components outside a feature use `useCommonT()`. German first.
 */
export const commonDe = {
  appName: 'Unterweisung Pro',
  brandFirst: 'Unterweisung',
  brandSecond: ' Pro',
  loading: 'Wird geladen …',
  error: 'Fehler',
  success: 'Erfolg',
  cancel: 'Abbrechen',
  backToHome: 'Zur Startseite',
  close: 'Schließen',
  retry: 'Erneut versuchen',
  unknownOwner: 'Unbekannt',
  loadError: 'Die Daten konnten nicht geladen werden.',
  remove: 'Entfernen',
  add: 'Hinzufügen',
  assign: 'Zuweisen',
  weeks_one: '{{count}} Woche',
  weeks_other: '{{count}} Wochen',
  deadlineOption_one: '{{count}} Woche ab heute',
  deadlineOption_other: '{{count}} Wochen ab heute',
  draft: 'Entwurf',
  archived: 'Archiviert',
  inactive: 'Inaktiv',
  owner: 'Besitzer',
  unknownAuthor: 'Unbekannt',
  never: 'nie',
  none: '–',
  refresh: 'Aktualisieren',
  back: 'Zurück',
  validationTitle: 'Validierungsfehler',
  save: 'Speichern',
  saving: 'Speichere...',
  delete: 'Löschen',
  edit: 'Bearbeiten',
  genericError: 'Ein Fehler ist aufgetreten.',
  minutes: 'Min.',
  languages: {
    de: 'Deutsch',
    en: 'English',
  },
  errors: {
    connection: {
      title: 'Keine Verbindung zum Server',
      description: 'Ihre Sitzung konnte nicht geprüft werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'Die angeforderte Seite wurde nicht gefunden. Vielleicht wurde sie verschoben oder die Adresse ist falsch.',
    },
    accessDenied: {
      title: 'Access Denied',
      description: 'Sie haben keine Berechtigung, diesen Bereich zu öffnen. Wenden Sie sich bei Bedarf an Ihre Administration.',
    },
  },
  validation: {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
    confirmPasswordRequired: 'Bitte bestätigen Sie Ihr Passwort',
    companyNameRequired: 'Bitte geben Sie den Firmennamen ein',
    firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
    lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
    messageRequired: 'Bitte geben Sie eine Nachricht ein',
  },
  roles: {
    master: 'Plattform-Betreiber',
    root: 'Root-Administrator',
    admin: 'Administrator',
    manager: 'Manager',
    nonManaging: 'Mitarbeiter',
    auditor: 'Prüfer/in',
  },
  roleBadges: {
    master: 'MASTER',
    root: 'ROOT ADMIN',
    admin: 'ADMIN',
    manager: 'MANAGER',
    nonManaging: 'MITARBEITER',
    auditor: 'PRÜFER/IN',
  },
  pagination: {
    summary: '{{from}}-{{to}} von {{total}} Einträgen',
    label: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}}',
  },
  logout: 'Abmelden',
};

export type CommonTexts = typeof commonDe;

/** The common block in the six learner languages beyond German and English. */
export const commonOthers: LearnerTranslations<CommonTexts> = { tr, pl, ro, uk, ru, ar };

/** The same keys in English (the compiler checks the shape in feature-texts.ts). */
export const commonEn = {
  appName: 'Unterweisung Pro',
  brandFirst: 'Unterweisung',
  brandSecond: ' Pro',
  loading: 'Loading …',
  error: 'Error',
  success: 'Success',
  cancel: 'Cancel',
  backToHome: 'Back to start page',
  close: 'Close',
  retry: 'Try again',
  unknownOwner: 'Unknown',
  loadError: 'The data could not be loaded.',
  remove: 'Remove',
  add: 'Add',
  assign: 'Assign',
  weeks_one: '{{count}} week',
  weeks_other: '{{count}} weeks',
  deadlineOption_one: '{{count}} week from today',
  deadlineOption_other: '{{count}} weeks from today',
  draft: 'Draft',
  archived: 'Archived',
  inactive: 'Inactive',
  owner: 'Owner',
  unknownAuthor: 'Unknown',
  never: 'never',
  none: '–',
  refresh: 'Refresh',
  back: 'Back',
  validationTitle: 'Validation error',
  save: 'Save',
  saving: 'Saving...',
  delete: 'Delete',
  edit: 'Edit',
  genericError: 'An error occurred.',
  minutes: 'min',
  languages: {
    de: 'Deutsch',
    en: 'English',
  },
  errors: {
    connection: {
      title: 'Cannot reach the server',
      description: 'Your session could not be checked. Please check your internet connection and try again.',
      retry: 'Try again',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'The page you requested does not exist. It may have moved or the address is wrong.',
    },
    accessDenied: {
      title: 'Access Denied',
      description: 'You do not have permission to open this area. Please contact your administrator if you need access.',
    },
  },
  validation: {
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Please enter your password',
    confirmPasswordRequired: 'Please confirm your password',
    companyNameRequired: 'Please enter the company name',
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your last name',
    messageRequired: 'Please enter a message',
  },
  roles: {
    master: 'Platform operator',
    root: 'Root administrator',
    admin: 'Administrator',
    manager: 'Manager',
    nonManaging: 'Employee',
    auditor: 'Auditor',
  },
  roleBadges: {
    master: 'MASTER',
    root: 'ROOT ADMIN',
    admin: 'ADMIN',
    manager: 'MANAGER',
    nonManaging: 'EMPLOYEE',
    auditor: 'AUDITOR',
  },
  pagination: {
    summary: '{{from}}-{{to}} of {{total}} entries',
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  logout: 'Log out',
};

/**
 * Blocks several features show under their own keys (the same words on every screen): a training's
 * status, difficulty and recertification periods (`status.*`, `difficulty.*`, `periods.*` of the
 * trainings and bundles texts), and the status of a person in a training (`status.*` of the group
 * progress report and of the as-of audit tab).
 */
export const trainingFieldsDe = {
  status: {
    draft: 'Entwurf',
    published: 'Veröffentlicht',
    archived: 'Archiviert',
  },
  difficulty: {
    beginner: 'Einsteiger',
    intermediate: 'Fortgeschritten',
    advanced: 'Experte',
  },
  periods: {
    '1_month': '1 Monat',
    '3_months': '3 Monate',
    '6_months': '6 Monate',
    '9_months': '9 Monate',
    '1_year': '1 Jahr',
    '2_years': '2 Jahre',
    '3_years': '3 Jahre',
    months_one: '{{count}} Monat',
    months_other: '{{count}} Monate',
    years_one: '{{count}} Jahr',
    years_other: '{{count}} Jahre',
  },
};
export const trainingFieldsEn: { [K in keyof typeof trainingFieldsDe]: { [L in keyof (typeof trainingFieldsDe)[K]]: string } } = {
  status: {
    draft: 'Draft',
    published: 'Published',
    archived: 'Archived',
  },
  difficulty: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  periods: {
    '1_month': '1 month',
    '3_months': '3 months',
    '6_months': '6 months',
    '9_months': '9 months',
    '1_year': '1 year',
    '2_years': '2 years',
    '3_years': '3 years',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
  },
};
export const progressStatusDe = PROGRESS_STATUS_LABELS.de;
export const progressStatusEn = PROGRESS_STATUS_LABELS.en;

/**
 * The co-owner dialog's texts (components/co-owners-panel.tsx) of the bundles and the units: the
 * same words but for what the co-owners may do (`intro`) and whose co-owner one is (`ofSubject`:
 * 'des Bundles', 'der Gruppe').
 */
export const coOwnerDialogDe = ({ intro, ofSubject }: { intro: string; ofSubject: string }) => ({
  title: 'Co-Owner verwalten',
  intro,
  listTitle: 'Co-Owner ({{count}}/{{max}})',
  none: 'Noch keine Co-Owner.',
  pickPlaceholder: 'Manager oder Administrator suchen …',
  noCandidates: 'Keine passenden Benutzer',
  limitReached: 'Das Maximum von {{max}} Co-Ownern ist erreicht.',
  added: 'Co-Owner hinzugefügt',
  addedText: `{{name}} ist jetzt Co-Owner ${ofSubject}.`,
  removed: 'Co-Owner entfernt',
  removedText: `{{name}} ist nicht mehr Co-Owner ${ofSubject}.`,
  removeConfirm: '{{name}} als Co-Owner entfernen?',
  addFailed: 'Fehler beim Hinzufügen des Co-Owners',
  removeFailed: 'Fehler beim Entfernen des Co-Owners',
});

/** English of `coOwnerDialogDe` (`ofSubject`: 'the bundle', 'the group'); a feature may word single texts its own way. */
export const coOwnerDialogEn = ({ intro, ofSubject }: { intro: string; ofSubject: string }): ReturnType<typeof coOwnerDialogDe> => ({
  title: 'Manage co-owners',
  intro,
  listTitle: 'Co-owners ({{count}}/{{max}})',
  none: 'No co-owners yet.',
  pickPlaceholder: 'Search for a manager or administrator …',
  noCandidates: 'No matching users',
  limitReached: 'The maximum of {{max}} co-owners has been reached.',
  added: 'Co-owner added',
  addedText: `{{name}} is now a co-owner of ${ofSubject}.`,
  removed: 'Co-owner removed',
  removedText: `{{name}} is no longer a co-owner of ${ofSubject}.`,
  removeConfirm: 'Remove {{name}} as co-owner?',
  addFailed: 'Error adding co-owner',
  removeFailed: 'Error removing co-owner',
});
