/** Romanian (ro) texts of 'notificationsUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ro: Translation<Texts> = {
  bell: {
    label: 'Notificări despre instruiri',
    labelWithCount_one: '{{count}} notificare necitită despre instruiri',
    labelWithCount_few: '{{count}} notificări necitite despre instruiri',
    labelWithCount_other: '{{count}} de notificări necitite despre instruiri',
    title: 'Notificări despre instruiri',
    none: 'Nicio notificare',
    markAllRead: 'Marcare toate ca citite',
    more_one: 'și încă {{count}}',
    more_few: 'și încă {{count}}',
    more_other: 'și încă {{count}}',
    failed: 'Eroare la încărcarea notificărilor.',
  },
  settings: {
    tab: 'Notificări',
    intro: 'Când primesc angajații mementouri despre instruirile lor, prin e-mail și în clopoțel.',
    reminderDays: 'Reamintire înainte de termen (zile)',
    reminderHint: 'Până la 5 valori diferite, de la 1 la 365, de ex. 7 și 1.',
    escalationDays: 'Escaladare după depășirea termenului (zile)',
    escalationFirst: 'către proprietarul și coproprietarii unității',
    escalationSecond: 'către administratori și root',
    kinds: 'Notificări',
    kind: {
      assigned: 'Instruire alocată',
      reminder: 'Reamintire înainte de termen',
      overdue: 'Termen depășit',
      window: 'Repetare posibilă (cu două luni înainte de expirare)',
      expired: 'Dovadă expirată',
      escalation: 'Escaladare către proprietarii unității, administratori și root',
    },
    questionsAlways: 'Întrebările către persoana de contact a unei instruiri și răspunsurile la ele sunt trimise întotdeauna.',
    save: 'Salvare',
    saved: 'Setările au fost salvate.',
    failed: 'Eroare la salvarea setărilor.',
    loadFailed: 'Eroare la încărcarea setărilor.',
  },
};
