/** Texts of the app shell: navigation and user menu. German first; every feature t() also accepts the shared `common.*` keys. */
import { defineFeatureTexts, type Shape } from '../lib/feature-texts';
import { tr } from './texts/tr';
import { pl } from './texts/pl';
import { ro } from './texts/ro';
import { uk } from './texts/uk';
import { ru } from './texts/ru';
import { ar } from './texts/ar';

const de = {
  nav: {
    label: 'Hauptnavigation',
    openMenu: 'Menü öffnen',
    dashboard: 'Dashboard',
    library: 'Schulungsbibliothek',
    myLearning: 'Mein Lernbereich',
    groups: 'Einheiten',
    instructionSessions: 'Präsenzunterweisungen',
    bundles: 'Bundles',
    users: 'Benutzer',
    audit: 'Prüfung',
    dataProtection: 'Datenschutz',
    master: 'Master-Backoffice',
  },
  userMenu: {
    open: 'Benutzermenü öffnen',
    editProfile: 'Profil bearbeiten',
    language: 'Sprache',
  },
  /** The signed-in app's footer (the legal texts themselves are German). */
  footer: {
    copyright: '© {{year}} Unterweisung Pro. Alle Rechte vorbehalten.',
    legalLabel: 'Rechtliches',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    terms: 'AGB',
  },
};

/** The German texts' shape: what every other language fills. */
export type Texts = typeof de;

const en: Shape<typeof de> = {
  nav: {
    label: 'Main navigation',
    openMenu: 'Open menu',
    dashboard: 'Dashboard',
    library: 'Training Library',
    myLearning: 'My Learning',
    groups: 'Units',
    instructionSessions: 'Classroom sessions',
    bundles: 'Bundles',
    users: 'Users',
    audit: 'Audit',
    dataProtection: 'Data protection',
    master: 'Master Backoffice',
  },
  userMenu: {
    open: 'Open user menu',
    editProfile: 'Edit profile',
    language: 'Language',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. All rights reserved.',
    legalLabel: 'Legal',
    privacy: 'Privacy',
    imprint: 'Imprint',
    terms: 'Terms',
  },
};

/** Registered under 'app': t() for these keys (typed against the German texts) plus the active language. */
export const { useFeatureT: useAppT } = defineFeatureTexts('app', de, en, { tr, pl, ro, uk, ru, ar });
