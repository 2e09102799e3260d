/**
 * The sentence that tells a person about one notification (issue 16), in German and English: the
 * same words in the mail and in the bell. Pure TypeScript, no dependencies.
 */
import type { NotificationKind } from './contracts/notifications';

export type NotificationLang = 'de' | 'en';

/** dd.mm.yyyy (German) or mm/dd/yyyy (English, spec section 9), in UTC. */
export function notificationDate(iso: string | Date, lang: NotificationLang): string {
  return new Date(iso).toLocaleDateString(lang === 'de' ? 'de-DE' : 'en-US', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
}

export interface NotificationFacts {
  readonly kind: NotificationKind;
  readonly title: string;
  /** The deadline, the end of validity (window, expired); null for an assignment without deadline. */
  readonly date: string | Date | null;
  readonly days: number | null;
  /** Escalations: the person who is overdue; questions: who asked; answers: who answered; account_locked: whose account. */
  readonly person?: string | null;
}

/** The sentence of one notification. */
export function notificationSentence(n: NotificationFacts, lang: NotificationLang): string {
  const date = n.date === null ? '' : notificationDate(n.date, lang);
  const days = n.days ?? 0;
  if (lang === 'de') {
    switch (n.kind) {
      case 'assigned':
        return date ? `Ihnen wurde die Unterweisung „${n.title}“ zugewiesen. Bitte schließen Sie sie bis zum ${date} ab.` : `Ihnen wurde die Unterweisung „${n.title}“ zugewiesen.`;
      case 'reminder':
        return `Die Unterweisung „${n.title}“ ist in ${days} ${days === 1 ? 'Tag' : 'Tagen'} fällig (bis zum ${date}).`;
      case 'overdue':
        return `Die Unterweisung „${n.title}“ ist überfällig: Die Frist endete am ${date}.`;
      case 'window':
        return `Die Wiederholung der Unterweisung „${n.title}“ ist jetzt möglich. Ihr Nachweis gilt bis zum ${date}.`;
      case 'expired':
        return `Ihr Nachweis der Unterweisung „${n.title}“ ist am ${date} abgelaufen. Bitte wiederholen Sie die Unterweisung.`;
      case 'escalation':
        return `${n.person ?? ''} ist mit der Unterweisung „${n.title}“ seit ${days} ${days === 1 ? 'Tag' : 'Tagen'} überfällig (Frist: ${date}).`;
      case 'question':
        return `${n.person ?? 'Jemand'} hat eine Frage zur Unterweisung „${n.title}“ gestellt.`;
      case 'answer':
        return `${n.person ?? 'Die Ansprechperson'} hat Ihre Frage zur Unterweisung „${n.title}“ beantwortet.`;
      case 'account_locked':
        return `Am Konto von ${n.person ?? 'einer Person'} wurde wiederholt eine falsche PIN, ein falscher Startcode oder Ausweis eingegeben (zuletzt am ${date}); jeder weitere Versuch ist gesperrt, bis zu 15 Minuten lang. War es nicht die Person selbst, geben Sie ihr einen neuen Startcode oder Ausweis.`;
    }
  }
  switch (n.kind) {
    case 'assigned':
      return date ? `The training "${n.title}" was assigned to you. Please complete it by ${date}.` : `The training "${n.title}" was assigned to you.`;
    case 'reminder':
      return `The training "${n.title}" is due in ${days} ${days === 1 ? 'day' : 'days'} (by ${date}).`;
    case 'overdue':
      return `The training "${n.title}" is overdue: its deadline was ${date}.`;
    case 'window':
      return `You can now repeat the training "${n.title}". Your certificate is valid until ${date}.`;
    case 'expired':
      return `Your certificate for the training "${n.title}" expired on ${date}. Please repeat the training.`;
    case 'escalation':
      return `${n.person ?? ''} is ${days} ${days === 1 ? 'day' : 'days'} overdue with the training "${n.title}" (deadline: ${date}).`;
    case 'question':
      return `${n.person ?? 'Someone'} asked a question about the training "${n.title}".`;
    case 'answer':
      return `${n.person ?? 'The instructor'} answered your question about the training "${n.title}".`;
    case 'account_locked':
      return `Somebody has repeatedly entered a wrong PIN, start code or badge for ${n.person ?? 'a person'}'s account (last on ${date}); each further attempt is locked for up to 15 minutes. If it was not the person themself, give them a new start code or badge.`;
  }
}

/** The subject of a mail with one notification, or of a digest of several. */
export function notificationSubject(items: readonly NotificationFacts[], lang: NotificationLang): string {
  const first = items[0];
  if (items.length !== 1 || !first) return lang === 'de' ? `Ihre Unterweisungen: ${items.length} Hinweise` : `Your trainings: ${items.length} notices`;
  const t = first.title;
  const de: Record<NotificationKind, string> = {
    assigned: `Neue Unterweisung: ${t}`,
    reminder: `Erinnerung: „${t}“ ist in ${first.days ?? 0} ${first.days === 1 ? 'Tag' : 'Tagen'} fällig`,
    overdue: `Überfällig: ${t}`,
    window: `Wiederholung möglich: ${t}`,
    expired: `Nachweis abgelaufen: ${t}`,
    escalation: `Überfällig seit ${first.days ?? 0} Tagen: ${first.person ?? ''} – ${t}`,
    question: `Neue Frage zu „${t}“${first.person ? ` von ${first.person}` : ''}`,
    answer: `Antwort auf Ihre Frage zu „${t}“`,
    account_locked: `Konto gesperrt nach falschen Anmeldeversuchen: ${first.person ?? ''}`,
  };
  const en: Record<NotificationKind, string> = {
    assigned: `New training: ${t}`,
    reminder: `Reminder: "${t}" is due in ${first.days ?? 0} ${first.days === 1 ? 'day' : 'days'}`,
    overdue: `Overdue: ${t}`,
    window: `Time to repeat: ${t}`,
    expired: `Certificate expired: ${t}`,
    escalation: `Overdue for ${first.days ?? 0} days: ${first.person ?? ''} – ${t}`,
    question: `New question about "${t}"${first.person ? ` from ${first.person}` : ''}`,
    answer: `Answer to your question about "${t}"`,
    account_locked: `Account locked after wrong sign-in attempts: ${first.person ?? ''}`,
  };
  return (lang === 'de' ? de : en)[first.kind];
}
