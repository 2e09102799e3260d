/** Polish (pl) texts of 'app' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../lib/feature-texts';
import type { Texts } from '../i18n';

export const pl: Translation<Texts> = {
  nav: {
    label: 'Nawigacja główna',
    openMenu: 'Otwórz menu',
    dashboard: 'Pulpit',
    library: 'Biblioteka szkoleń',
    myLearning: 'Moje szkolenia',
    groups: 'Jednostki',
    instructionSessions: 'Szkolenia stacjonarne',
    bundles: 'Pakiety',
    users: 'Użytkownicy',
    audit: 'Kontrola',
    dataProtection: 'Ochrona danych',
    master: 'Zaplecze Master',
  },
  userMenu: {
    open: 'Otwórz menu użytkownika',
    editProfile: 'Edytuj profil',
    language: 'Język',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. Wszelkie prawa zastrzeżone.',
    legalLabel: 'Informacje prawne',
    privacy: 'Prywatność',
    imprint: 'Nota prawna',
    terms: 'Regulamin',
  },
};
