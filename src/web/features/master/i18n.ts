/**
 * Texts of the master backoffice (spec sections 2, 3, 6 and 8), German first. They are added to the
 * app's i18next instance at module load under `masterUi.*` (src/web/i18n/*.json stay untouched);
 * `useMasterT()` only accepts keys that exist here, and the English object must have the same keys
 * (checked by the compiler through `Shape`).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { currentLanguage } from '../../i18n';

const de = {
  common: {
    error: 'Fehler',
    cancel: 'Abbrechen',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    never: 'nie',
    none: '–',
    refresh: 'Aktualisieren',
  },
  page: {
    title: 'Master-Backoffice',
    subtitle: 'Alle Unternehmen der Plattform im Überblick – Statistiken, Details und Verwaltung.',
  },
  stats: {
    label: 'Plattform-Statistiken',
    companies: 'Unternehmen',
    users: 'Benutzer',
    trainings: 'Schulungen',
    activeCompanies: 'Unternehmen mit aktiven Schulungen',
    companiesHint: 'registriert auf der Plattform',
    perCompany: 'Ø {{value}} pro Unternehmen',
    activeShare: '{{percent}} % aller Unternehmen',
    loadErrorTitle: 'Statistiken konnten nicht geladen werden',
  },
  companies: {
    title: 'Unternehmen',
    count_one: '{{count}} Unternehmen',
    count_other: '{{count}} Unternehmen',
    searchPlaceholder: 'Nach Name oder E-Mail suchen …',
    searchLabel: 'Unternehmen durchsuchen',
    columns: {
      company: 'Unternehmen',
      createdAt: 'Erstellt',
      trialEndsAt: 'Testphase bis',
      users: 'Benutzer',
      trainings: 'Schulungen',
      groups: 'Gruppen',
      lastActivity: 'Letzte Aktivität',
      actions: 'Aktionen',
    },
    expired: 'abgelaufen',
    details: 'Details',
    delete: 'Löschen',
    detailsOf: 'Details zu {{name}}',
    deleteOf: '{{name}} löschen',
    emptyTitle: 'Noch keine Unternehmen',
    emptyText: 'Sobald sich ein Unternehmen registriert, erscheint es hier.',
    noResultsTitle: 'Keine Unternehmen gefunden',
    noResultsText: 'Kein Unternehmen passt zu „{{search}}“. Prüfen Sie die Schreibweise oder setzen Sie die Suche zurück.',
    resetSearch: 'Suche zurücksetzen',
    loadErrorTitle: 'Unternehmen konnten nicht geladen werden',
  },
  details: {
    loading: 'Details werden geladen …',
    loadError: 'Die Details des Unternehmens konnten nicht geladen werden.',
    notFound: 'Dieses Unternehmen existiert nicht mehr.',
    tabs: {
      overview: 'Übersicht',
      users: 'Benutzer ({{count}})',
      trainings: 'Schulungen ({{count}})',
    },
    companyData: 'Unternehmensdaten',
    name: 'Name',
    email: 'E-Mail',
    address: 'Adresse',
    createdAt: 'Registriert am',
    trialEndsAt: 'Testphase bis',
    trialDaysLeft_one: 'noch {{count}} Tag',
    trialDaysLeft_other: 'noch {{count}} Tage',
    trialEndsToday: 'endet heute',
    lastActivity: 'Letzte Aktivität',
    noAddress: 'Keine Adresse hinterlegt',
    noEmail: 'Keine E-Mail hinterlegt',
    counts: {
      users: 'Benutzer',
      activeUsers: '{{count}} aktiv',
      trainings: 'Schulungen',
      publishedTrainings: '{{count}} veröffentlicht',
      groups: 'Gruppen',
      members_one: '{{count}} Mitglied',
      members_other: '{{count}} Mitglieder',
    },
    groupsTitle: 'Gruppen',
    noGroups: 'Dieses Unternehmen hat noch keine Gruppen.',
    users: {
      name: 'Name',
      email: 'E-Mail',
      role: 'Rolle',
      status: 'Status',
      lastLogin: 'Letzte Anmeldung',
      active: 'Aktiv',
      inactive: 'Inaktiv',
      empty: 'Dieses Unternehmen hat keine Benutzer.',
    },
    trainings: {
      title: 'Titel',
      status: 'Status',
      modules: 'Module',
      createdAt: 'Erstellt',
      untitled: 'Ohne Titel',
      empty: 'Dieses Unternehmen hat noch keine Schulungen.',
    },
    deleteCompany: 'Unternehmen löschen',
  },
  roles: {
    master: 'Plattform-Betreiber',
    root: 'Root-Administrator',
    admin: 'Administrator',
    manager: 'Manager',
    nonManaging: 'Mitarbeiter',
  },
  trainingStatus: {
    draft: 'Entwurf',
    published: 'Veröffentlicht',
    archived: 'Archiviert',
  },
  delete: {
    title: 'Unternehmen endgültig löschen',
    warningTitle: 'Diese Aktion kann nicht rückgängig gemacht werden.',
    warningText: '„{{name}}“ wird mit allen Daten unwiderruflich von der Plattform entfernt.',
    listTitle: 'Folgendes wird gelöscht:',
    items: {
      users: 'Alle Benutzer und ihre Zugänge',
      usersCount_one: '{{count}} Benutzer und ihre Zugänge',
      usersCount_other: '{{count}} Benutzer und ihre Zugänge',
      trainings: 'Alle Schulungen mit Modulen und Videos',
      trainingsCount_one: '{{count}} Schulung mit Modulen und Videos',
      trainingsCount_other: '{{count}} Schulungen mit Modulen und Videos',
      groups: 'Alle Gruppen mit Zuweisungen und Infolog',
      groupsCount_one: '{{count}} Gruppe mit Zuweisungen und Infolog',
      groupsCount_other: '{{count}} Gruppen mit Zuweisungen und Infolog',
      progress: 'Lernfortschritte, Abschlüsse und Zertifizierungen',
      audit: 'Das Audit-Protokoll des Unternehmens',
    },
    confirmLabel: 'Geben Sie zur Bestätigung den Namen des Unternehmens ein:',
    confirmPlaceholder: 'Name des Unternehmens',
    mismatch: 'Der Name stimmt nicht überein.',
    confirm: 'Endgültig löschen',
    deleting: 'Wird gelöscht …',
    success: 'Unternehmen gelöscht',
    successText: '„{{name}}“ und alle zugehörigen Daten wurden gelöscht.',
    failed: 'Fehler beim Löschen des Unternehmens',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof de> = {
  common: {
    error: 'Error',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    never: 'never',
    none: '–',
    refresh: 'Refresh',
  },
  page: {
    title: 'Master Backoffice',
    subtitle: 'All companies on the platform at a glance – statistics, details and administration.',
  },
  stats: {
    label: 'Platform statistics',
    companies: 'Companies',
    users: 'Users',
    trainings: 'Trainings',
    activeCompanies: 'Companies with active trainings',
    companiesHint: 'registered on the platform',
    perCompany: 'Ø {{value}} per company',
    activeShare: '{{percent}} % of all companies',
    loadErrorTitle: 'Statistics could not be loaded',
  },
  companies: {
    title: 'Companies',
    count_one: '{{count}} company',
    count_other: '{{count}} companies',
    searchPlaceholder: 'Search by name or email …',
    searchLabel: 'Search companies',
    columns: {
      company: 'Company',
      createdAt: 'Created',
      trialEndsAt: 'Trial until',
      users: 'Users',
      trainings: 'Trainings',
      groups: 'Groups',
      lastActivity: 'Last activity',
      actions: 'Actions',
    },
    expired: 'expired',
    details: 'Details',
    delete: 'Delete',
    detailsOf: 'Details of {{name}}',
    deleteOf: 'Delete {{name}}',
    emptyTitle: 'No companies yet',
    emptyText: 'As soon as a company registers, it appears here.',
    noResultsTitle: 'No companies found',
    noResultsText: 'No company matches “{{search}}”. Check the spelling or reset the search.',
    resetSearch: 'Reset search',
    loadErrorTitle: 'Companies could not be loaded',
  },
  details: {
    loading: 'Loading details …',
    loadError: 'The details of the company could not be loaded.',
    notFound: 'This company no longer exists.',
    tabs: {
      overview: 'Overview',
      users: 'Users ({{count}})',
      trainings: 'Trainings ({{count}})',
    },
    companyData: 'Company data',
    name: 'Name',
    email: 'Email',
    address: 'Address',
    createdAt: 'Registered on',
    trialEndsAt: 'Trial until',
    trialDaysLeft_one: '{{count}} day left',
    trialDaysLeft_other: '{{count}} days left',
    trialEndsToday: 'ends today',
    lastActivity: 'Last activity',
    noAddress: 'No address on file',
    noEmail: 'No email on file',
    counts: {
      users: 'Users',
      activeUsers: '{{count}} active',
      trainings: 'Trainings',
      publishedTrainings: '{{count}} published',
      groups: 'Groups',
      members_one: '{{count}} member',
      members_other: '{{count}} members',
    },
    groupsTitle: 'Groups',
    noGroups: 'This company has no groups yet.',
    users: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      status: 'Status',
      lastLogin: 'Last login',
      active: 'Active',
      inactive: 'Inactive',
      empty: 'This company has no users.',
    },
    trainings: {
      title: 'Title',
      status: 'Status',
      modules: 'Modules',
      createdAt: 'Created',
      untitled: 'Untitled',
      empty: 'This company has no trainings yet.',
    },
    deleteCompany: 'Delete company',
  },
  roles: {
    master: 'Platform operator',
    root: 'Root administrator',
    admin: 'Administrator',
    manager: 'Manager',
    nonManaging: 'Employee',
  },
  trainingStatus: {
    draft: 'Draft',
    published: 'Published',
    archived: 'Archived',
  },
  delete: {
    title: 'Delete company permanently',
    warningTitle: 'This action cannot be undone.',
    warningText: '“{{name}}” will be removed from the platform irreversibly, together with all its data.',
    listTitle: 'The following will be deleted:',
    items: {
      users: 'All users and their accounts',
      usersCount_one: '{{count}} user and their account',
      usersCount_other: '{{count}} users and their accounts',
      trainings: 'All trainings with modules and videos',
      trainingsCount_one: '{{count}} training with modules and videos',
      trainingsCount_other: '{{count}} trainings with modules and videos',
      groups: 'All groups with assignments and infolog',
      groupsCount_one: '{{count}} group with assignments and infolog',
      groupsCount_other: '{{count}} groups with assignments and infolog',
      progress: 'Learning progress, completions and certifications',
      audit: 'The company’s audit log',
    },
    confirmLabel: 'To confirm, type the name of the company:',
    confirmPlaceholder: 'Company name',
    mismatch: 'The name does not match.',
    confirm: 'Delete permanently',
    deleting: 'Deleting …',
    success: 'Company deleted',
    successText: '“{{name}}” and all its data have been deleted.',
    failed: 'Error deleting company',
  },
};

/** Root key of this feature's texts in the 'translation' namespace. */
const ROOT = 'masterUi';

export const masterTranslations = {
  de: { [ROOT]: de },
  en: { [ROOT]: en },
} as const;

// Registered once at module load; deep merge, never overwriting keys someone else defined.
i18n.addResourceBundle('de', 'translation', masterTranslations.de, true, false);
i18n.addResourceBundle('en', 'translation', masterTranslations.en, true, false);

type StripPlural<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${StripPlural<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of this feature, relative to 'masterUi'. */
export type MasterKey = Leaves<typeof de>;
export type MasterT = (key: MasterKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** t() for this feature's keys (typed against the German texts above) plus the active language. */
export function useMasterT(): { t: MasterT; language: 'de' | 'en' } {
  const { t, i18n: instance } = useTranslation();
  const loose = t as unknown as LooseT;
  const mt = useCallback<MasterT>((key, options) => loose(`${ROOT}.${key}`, options), [loose]);
  const language = instance.resolvedLanguage === 'en' ? 'en' : instance.resolvedLanguage === 'de' ? 'de' : currentLanguage();
  return { t: mt, language };
}
