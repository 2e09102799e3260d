/** Polish (pl) texts of 'notificationsUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const pl: Translation<Texts> = {
  bell: {
    label: 'Powiadomienia o szkoleniach',
    labelWithCount_one: '{{count}} nieprzeczytane powiadomienie o szkoleniach',
    labelWithCount_few: '{{count}} nieprzeczytane powiadomienia o szkoleniach',
    labelWithCount_many: '{{count}} nieprzeczytanych powiadomień o szkoleniach',
    labelWithCount_other: '{{count}} nieprzeczytanego powiadomienia o szkoleniach',
    title: 'Powiadomienia o szkoleniach',
    none: 'Brak powiadomień',
    markAllRead: 'Oznacz wszystkie jako przeczytane',
    more_one: 'i jeszcze {{count}}',
    more_few: 'i jeszcze {{count}}',
    more_many: 'i jeszcze {{count}}',
    more_other: 'i jeszcze {{count}}',
    failed: 'Błąd podczas ładowania powiadomień.',
  },
  settings: {
    tab: 'Powiadomienia',
    intro: 'Kiedy pracownicy otrzymują przypomnienia o szkoleniach e-mailem i w dzwonku.',
    reminderDays: 'Przypomnienie przed terminem (dni)',
    reminderHint: 'Do 5 różnych wartości od 1 do 365, np. 7 i 1.',
    escalationDays: 'Eskalacja po przekroczeniu terminu (dni)',
    escalationFirst: 'do właściciela i współwłaścicieli jednostki',
    escalationSecond: 'do administratorów i administratora głównego',
    kinds: 'Powiadomienia',
    kind: {
      assigned: 'Przydzielono szkolenie',
      reminder: 'Przypomnienie przed terminem',
      overdue: 'Termin przekroczony',
      window: 'Możliwe powtórzenie (dwa miesiące przed wygaśnięciem)',
      expired: 'Zaświadczenie wygasło',
      escalation: 'Eskalacja do właściciela jednostki, administratorów i administratora głównego',
    },
    questionsAlways: 'Pytania do osoby kontaktowej szkolenia i odpowiedzi na nie są doręczane zawsze.',
    save: 'Zapisz',
    saved: 'Ustawienia zostały zapisane.',
    failed: 'Błąd podczas zapisywania ustawień.',
    loadFailed: 'Błąd podczas ładowania ustawień.',
  },
};
