/** Polish (pl) texts of 'learningUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const pl: Translation<Texts> = {
  status: {
    assigned: 'Przydzielone',
    in_progress: 'W trakcie',
    completed: 'Ukończone',
    recertification_required: 'Wymagane ponowne szkolenie',
    expired: 'Wygasło',
    awaiting_practical: 'Oczekuje na część praktyczną',
  },
  completionStatus: {
    completed: 'Ważne',
    recertification_required: 'Wymagane ponowne szkolenie',
    expired: 'Wygasło',
    awaiting_practical: 'Oczekuje na część praktyczną',
  },
  practical: {
    awaitingHint: 'Część online ukończona. Szkolenie zostanie zaliczone po potwierdzeniu części praktycznej; wtedy otrzymasz też zaświadczenie.',
    signedOff: 'Część praktyczna {{date}}, miejsce: {{place}} ({{instructor}})',
  },
  action: {
    start: 'Rozpocznij',
    continue: 'Kontynuuj',
    view: 'Zobacz',
    recertify: 'Powtórz',
    renew: 'Odnów',
    locked: 'Zablokowane',
    lockedHint: 'To szkolenie jest obecnie niedostępne.',
  },
  due: {
    overdue: 'po terminie',
    today: 'dziś',
    days_one: 'za {{count}} dzień',
    days_few: 'za {{count}} dni',
    days_many: 'za {{count}} dni',
    days_other: 'za {{count}} dnia',
  },
  deletedTraining: 'Szkolenie zostało usunięte',
  achievements: {
    title: 'Osiągnięcia',
    achieved: 'Zdobyte',
    open: 'Jeszcze do zdobycia',
    first_completed: {
      title: 'Pierwsze szkolenie ukończone',
      text: 'Udało Ci się ukończyć pierwsze szkolenie.',
    },
    five_completed: {
      title: '5 szkoleń ukończonych',
      text: 'Pięć szkoleń ukończonych z wynikiem pozytywnym.',
    },
    halfway: {
      title: 'Półmetek',
      text: 'Połowa Twoich szkoleń jest ukończona.',
    },
    all_completed: {
      title: 'Wszystko ukończone',
      text: 'Wszystkie przydzielone szkolenia są ukończone.',
    },
  },
  evidence: {
    title: 'Zaświadczenia',
    subtitle: 'Twoje ukończone szkolenia z zaświadczeniem w formacie PDF.',
    recentTitle: 'Ostatnie zaświadczenia',
    training: 'Szkolenie',
    completedAt: 'Data ukończenia',
    result: 'Wynik',
    validUntil: 'Ważne do',
    status: 'Status',
    cycle: 'Cykl {{cycle}}',
    noExpiry: 'bezterminowo',
    download: 'Zaświadczenie (PDF)',
    downloadLabel: 'Pobierz zaświadczenie (PDF) dla „{{title}}”',
    downloadFailed: 'Nie udało się pobrać zaświadczenia.',
    empty: 'Brak zaświadczeń',
    emptyText: 'Po ukończeniu szkolenia znajdziesz tutaj zaświadczenie o jego odbyciu w formacie PDF.',
    fileName: 'Zaświadczenie o szkoleniu',
    loadError: 'Nie udało się załadować zaświadczeń.',
  },
};
