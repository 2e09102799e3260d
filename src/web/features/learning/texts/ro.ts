/** Romanian (ro) texts of 'learningUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ro: Translation<Texts> = {
  status: {
    assigned: 'Alocată',
    in_progress: 'În desfășurare',
    completed: 'Finalizată',
    recertification_required: 'Recertificare necesară',
    expired: 'Expirată',
    awaiting_practical: 'Așteaptă partea practică',
  },
  completionStatus: {
    completed: 'Valabilă',
    recertification_required: 'Recertificare necesară',
    expired: 'Expirată',
    awaiting_practical: 'Așteaptă partea practică',
  },
  practical: {
    awaitingHint: 'Partea online este finalizată. Instruirea este luată în considerare imediat ce partea practică este confirmată; atunci primiți și dovada.',
    signedOff: 'Partea practică la {{date}}, în {{place}} ({{instructor}})',
  },
  action: {
    start: 'Începeți',
    continue: 'Continuați',
    view: 'Vizualizare',
    recertify: 'Recertificare',
    renew: 'Reînnoire',
    locked: 'Blocată',
    lockedHint: 'Această instruire nu este disponibilă momentan.',
  },
  due: {
    overdue: 'termen depășit',
    today: 'astăzi',
    days_one: 'în {{count}} zi',
    days_few: 'în {{count}} zile',
    days_other: 'în {{count}} de zile',
  },
  deletedTraining: 'Instruirea a fost ștearsă',
  achievements: {
    title: 'Realizări',
    achieved: 'Obținut',
    open: 'Încă neobținut',
    first_completed: {
      title: 'Prima instruire finalizată',
      text: 'Ați finalizat cu succes prima instruire.',
    },
    five_completed: {
      title: '5 instruiri finalizate',
      text: 'Cinci instruiri finalizate cu succes.',
    },
    halfway: {
      title: 'La jumătatea drumului',
      text: 'Jumătate din instruirile dumneavoastră sunt finalizate.',
    },
    all_completed: {
      title: 'Totul finalizat',
      text: 'Toate instruirile alocate sunt finalizate.',
    },
  },
  evidence: {
    title: 'Dovezi',
    subtitle: 'Instruirile dumneavoastră finalizate, cu dovada în format PDF.',
    recentTitle: 'Ultimele dovezi',
    training: 'Instruire',
    completedAt: 'Finalizată la',
    result: 'Rezultat',
    validUntil: 'Valabilă până la',
    status: 'Stare',
    cycle: 'Runda {{cycle}}',
    noExpiry: 'nelimitat',
    download: 'Dovadă (PDF)',
    downloadLabel: 'Descărcați dovada (PDF) pentru „{{title}}”',
    downloadFailed: 'Dovada nu a putut fi descărcată.',
    empty: 'Încă nu există dovezi',
    emptyText: 'Imediat ce finalizați o instruire, găsiți aici dovada instruirii în format PDF.',
    fileName: 'Dovada instruirii',
    loadError: 'Dovezile nu au putut fi încărcate.',
  },
};
