/**
 * What a language needs to tell a person about notifications (issue 16; issue 34 item 5: the eight
 * UI languages): one sentence per kind, the mail's subject, its frame and its links. Pure
 * TypeScript, no dependencies; one file per language beside this one.
 */
import type { NotificationKind } from '../contracts/notifications';

/** The facts a sentence is built from, already in the reader's language (the date formatted). */
export interface SentenceFacts {
  readonly title: string;
  /** The formatted date; '' for an assignment without deadline. */
  readonly date: string;
  readonly days: number;
  /** Escalations: who is overdue; questions: who asked; answers: who answered; account_locked: whose account. Null when unknown. */
  readonly person: string | null;
}

export interface NotificationWords {
  /** The sentence of one notification, per kind. */
  readonly sentence: { readonly [K in NotificationKind]: (f: SentenceFacts) => string };
  /** The subject of a mail with one notification, per kind. */
  readonly subject: { readonly [K in NotificationKind]: (f: SentenceFacts) => string };
  /** The subject of a digest of `count` (two or more) notifications. */
  readonly digestSubject: (count: number) => string;
  /** The mail's frame: greeting (before the first name), the digest's lead, the note on what is left out (`{{more}}` is the number). */
  readonly mail: { readonly hello: string; readonly overview: string; readonly more: string; readonly footer: string };
  /** The words of the mail's links. */
  readonly links: { readonly myTrainings: string; readonly report: string; readonly questions: string; readonly answer: string; readonly users: string };
}

/** The plural form of `n` in `language` (`Intl.PluralRules`): the form of its category, else `other`. */
export function plural(language: string, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  return forms[new Intl.PluralRules(language).select(n)] ?? forms.other;
}
