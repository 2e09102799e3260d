/** Romanian (ro) texts of 'app' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ro: Translation<Texts> = {
  nav: {
    label: 'Navigare principală',
    openMenu: 'Deschidere meniu',
    dashboard: 'Tablou de bord',
    library: 'Bibliotecă de instruiri',
    myLearning: 'Instruirile mele',
    groups: 'Unități',
    instructionSessions: 'Instruiri față în față',
    bundles: 'Pachete',
    users: 'Utilizatori',
    audit: 'Audit',
    dataProtection: 'Protecția datelor',
    master: 'Back office master',
  },
  userMenu: {
    open: 'Deschidere meniu utilizator',
    editProfile: 'Editare profil',
    language: 'Limbă',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. Toate drepturile rezervate.',
    legalLabel: 'Informații juridice',
    privacy: 'Confidențialitate',
    imprint: 'Date de identificare',
    terms: 'Termeni și condiții',
  },
};
