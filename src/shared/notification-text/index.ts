/**
 * The sentence that tells a person about one notification (issue 16), in the eight UI languages
 * (issue 34 item 5): the same words in the mail and in the bell. Pure TypeScript, no dependencies.
 */
import type { NotificationKind } from '../contracts/notifications';
import type { UiLanguage } from '../languages';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { pl } from './pl';
import { ro } from './ro';
import { ru } from './ru';
import { tr } from './tr';
import { uk } from './uk';
import type { NotificationWords } from './words';

export type NotificationLang = UiLanguage;

/** Every language's words (the compiler checks that each has every kind). */
export const NOTIFICATION_WORDS: Readonly<Record<UiLanguage, NotificationWords>> = { de, en, tr, pl, ro, uk, ru, ar };

/** The language's short date (German dd.mm.yyyy, English mm/dd/yyyy as spec section 9 says; the others by `Intl`), in UTC. */
export function notificationDate(iso: string | Date, lang: NotificationLang): string {
  const locale = lang === 'de' ? 'de-DE' : lang === 'en' ? 'en-US' : lang;
  return new Date(iso).toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
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

const factsIn = (n: NotificationFacts, lang: NotificationLang) => ({
  title: n.title,
  date: n.date === null ? '' : notificationDate(n.date, lang),
  days: n.days ?? 0,
  person: n.person ?? null,
});

/** The sentence of one notification. */
export function notificationSentence(n: NotificationFacts, lang: NotificationLang): string {
  return NOTIFICATION_WORDS[lang].sentence[n.kind](factsIn(n, lang));
}

/** The subject of a mail with one notification, or of a digest of several. */
export function notificationSubject(items: readonly NotificationFacts[], lang: NotificationLang): string {
  const first = items[0];
  const words = NOTIFICATION_WORDS[lang];
  if (items.length !== 1 || !first) return words.digestSubject(items.length);
  return words.subject[first.kind](factsIn(first, lang));
}
