/** Texts of the app shell: navigation and user menu. German first; every feature t() also accepts the shared `common.*` keys. */
import { defineFeatureTexts, type FeatureT, type Shape } from '../lib/feature-texts';

const de = {
  nav: {
    label: 'Hauptnavigation',
    openMenu: 'Menü öffnen',
    dashboard: 'Dashboard',
    library: 'Schulungsbibliothek',
    myLearning: 'Mein Lernbereich',
    groups: 'Einheiten',
    bundles: 'Bundles',
    users: 'Benutzer',
    audit: 'Prüfung',
    master: 'Master-Backoffice',
  },
  userMenu: {
    open: 'Benutzermenü öffnen',
    editProfile: 'Profil bearbeiten',
    language: 'Sprache',
  },
};

const en: Shape<typeof de> = {
  nav: {
    label: 'Main navigation',
    openMenu: 'Open menu',
    dashboard: 'Dashboard',
    library: 'Training Library',
    myLearning: 'My Learning',
    groups: 'Units',
    bundles: 'Bundles',
    users: 'Users',
    audit: 'Audit',
    master: 'Master Backoffice',
  },
  userMenu: {
    open: 'Open user menu',
    editProfile: 'Edit profile',
    language: 'Language',
  },
};

const texts = defineFeatureTexts('app', de, en);
export type AppT = FeatureT<typeof de>;
export const useAppT = texts.useFeatureT;
