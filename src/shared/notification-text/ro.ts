import { plural, type NotificationWords } from './words';

const zile = (n: number) => `${n} ${plural('ro', n, { one: 'zi', few: 'zile', other: 'de zile' })}`;

/** ro: translated from the German (see README, "Languages of the learner's screens", for the review). */
export const ro: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) =>
      date ? `V-a fost alocată instruirea „${title}”. Vă rugăm să o finalizați până la ${date}.` : `V-a fost alocată instruirea „${title}”.`,
    reminder: ({ title, date, days }) => `Instruirea „${title}” trebuie finalizată în ${zile(days)} (până la ${date}).`,
    overdue: ({ title, date }) => `Termenul pentru instruirea „${title}” a fost depășit: a expirat la ${date}.`,
    window: ({ title, date }) => `Instruirea „${title}” poate fi repetată acum. Dovada dumneavoastră este valabilă până la ${date}.`,
    expired: ({ title, date }) => `Dovada dumneavoastră pentru instruirea „${title}” a expirat la ${date}. Vă rugăm să repetați instruirea.`,
    escalation: ({ title, date, days, person }) => `${person ?? ''} a depășit cu ${zile(days)} termenul instruirii „${title}” (termen: ${date}).`,
    question: ({ title, person }) => `${person ?? 'Cineva'} a pus o întrebare despre instruirea „${title}”.`,
    answer: ({ title, person }) => `${person ?? 'Persoana de contact'} a răspuns la întrebarea dumneavoastră despre instruirea „${title}”.`,
    account_locked: ({ date, person }) =>
      `Pentru contul ${person ? `persoanei ${person}` : 'unei persoane'} s-a introdus în mod repetat un PIN greșit, un cod de start greșit sau o legitimație greșită (ultima dată la ${date}). Timp de până la 15 minute, orice nouă încercare este blocată. Dacă nu a fost chiar persoana respectivă, dați-i un nou cod de start sau o nouă legitimație.`,
  },
  subject: {
    assigned: ({ title }) => `Instruire nouă: ${title}`,
    reminder: ({ title, days }) => `Reamintire: „${title}” trebuie finalizată în ${zile(days)}`,
    overdue: ({ title }) => `Termen depășit: ${title}`,
    window: ({ title }) => `Repetare posibilă: ${title}`,
    expired: ({ title }) => `Dovadă expirată: ${title}`,
    escalation: ({ title, days, person }) => `Termen depășit de ${zile(days)}: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `Întrebare nouă despre „${title}”${person ? ` de la ${person}` : ''}`,
    answer: ({ title }) => `Răspuns la întrebarea dumneavoastră despre „${title}”`,
    account_locked: ({ person }) => `Cont blocat după încercări greșite de conectare: ${person ?? ''}`,
  },
  digestSubject: (count) => `Instruirile dumneavoastră: ${count} ${plural('ro', count, { one: 'notificare', few: 'notificări', other: 'de notificări' })}`,
  mail: {
    hello: 'Bună ziua,',
    overview: 'Iată o prezentare a instruirilor dumneavoastră:',
    more: '… și alte notificări ({{more}}): toate se găsesc în clopoțelul „Notificări despre instruiri”.',
    footer: 'Acest e-mail a fost trimis automat de Unterweisung Pro.',
  },
  links: {
    myTrainings: 'Spre „Instruirile mele”',
    report: 'Spre raportul de progres al unităților',
    questions: 'Vizualizați întrebarea și răspundeți',
    answer: 'Vizualizați răspunsul în instruire',
    users: 'Spre administrarea utilizatorilor',
  },
};
