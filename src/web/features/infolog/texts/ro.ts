/** Romanian (ro) texts of 'infologUi' (issue 34 item 5: the news an employee reads on the dashboard): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ro: Translation<Texts> = {
  entry: {
    read: 'Citit',
    new: 'Nou',
    video: 'Video',
    by: 'Autor: {{name}}',
    markRead: 'Marcare ca citit',
    markReadShort: 'Citit',
    readOn: 'Citit la {{date}}',
    readCount: '{{read}}/{{total}}',
    readCountLabel: 'Membri care au citit: {{read}} din {{total}}',
    showReadStatus: 'Afișare stare de citire',
    watchHint: 'Mesajul este considerat citit după ce ați vizionat videoclipul (aproape) complet.',
  },
  readStatus: {
    title: 'Stare de citire',
    readBy: 'Au citit ({{count}})',
    unreadBy: 'Nu au citit încă ({{count}})',
    nobodyRead: 'Nimeni nu a citit încă acest mesaj.',
    everyoneRead: 'Toți membrii au citit mesajul.',
    readAt: 'la {{date}}',
  },
  errors: {
    fetchChangelog: 'Eroare la încărcarea noutăților.',
    fetchReadStatus: 'Eroare la încărcarea stării de citire.',
    fetchCount: 'Eroare la încărcarea mesajelor necitite.',
    markRead: 'Eroare la marcarea ca citit.',
  },
  feed: {
    groupFilter: 'Grup',
    allGroups: 'Toate grupurile',
    groupOption: '{{name}} ({{count}})',
    searchPlaceholder: 'Căutare în mesaje …',
    searchLabel: 'Căutare în mesaje',
    emptyTitle: 'Niciun mesaj',
    emptyText: 'Imediat ce sunt publicate mesaje în grupurile dumneavoastră, acestea apar aici.',
    noResultsTitle: 'Nu s-a găsit niciun mesaj',
    noResultsText: 'Niciun mesaj nu corespunde căutării sau filtrului dumneavoastră.',
    resetFilters: 'Resetare filtre',
    open: 'Deschidere mesaj „{{title}}”',
    notFound: 'Mesajul nu a fost găsit. Poate a fost șters sau nu mai sunteți membru al grupului.',
  },
  bell: {
    label: 'Notificări',
    labelWithCount_one: '{{count}} mesaj necitit',
    labelWithCount_few: '{{count}} mesaje necitite',
    labelWithCount_other: '{{count}} de mesaje necitite',
    none: 'Niciun mesaj necitit',
    title: 'Mesaje necitite',
    more_one: 'și încă {{count}}',
    more_few: 'și încă {{count}}',
    more_other: 'și încă {{count}}',
  },
};
