import { match } from '@formatjs/intl-localematcher';

/**
 * The content languages a training can be given in (issue 34, ADR 0030): BCP 47 tags, one list for
 * the server and the web app. More languages by adding a tag; names come from `Intl.DisplayNames`.
 */
export const CONTENT_LANGUAGES = ['de', 'en', 'tr', 'pl', 'ro', 'uk', 'ru', 'ar', 'bg', 'hr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** A training's content language when none was chosen. */
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'de';

/**
 * The languages of the screens an employee uses, of their notice mails and of the evidence PDF
 * (issue 34 item 5): German, English and six more. The administration stays German and English.
 */
export const UI_LANGUAGES = ['de', 'en', 'tr', 'pl', 'ro', 'uk', 'ru', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
/** The UI languages beyond German and English: only the learner's screens are written in them. */
export type LearnerOnlyLanguage = Exclude<UiLanguage, 'de' | 'en'>;
export const LEARNER_ONLY_LANGUAGES: readonly LearnerOnlyLanguage[] = ['tr', 'pl', 'ro', 'uk', 'ru', 'ar'];
const uiSupported: ReadonlySet<string> = new Set(UI_LANGUAGES);
export const isUiLanguage = (tag: unknown): tag is UiLanguage => typeof tag === 'string' && uiSupported.has(tag);
/** The language of the administration, of API messages and of German/English-only texts for a UI language: English for English, German otherwise. */
export const adminLanguage = (language: UiLanguage): 'de' | 'en' => (language === 'en' ? 'en' : 'de');
/** Written right to left. */
export const isRightToLeft = (language: string): boolean => language === 'ar';

const supported: ReadonlySet<string> = new Set(CONTENT_LANGUAGES);
export const isContentLanguage = (tag: unknown): tag is ContentLanguage => typeof tag === 'string' && supported.has(tag);

/** The name of a language in another one: `languageName('tr', 'de')` is "Türkisch". */
export function languageName(tag: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage, 'de'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** A language by its own name and, when that differs, the reader's: "Türkçe · Türkisch", "Deutsch". */
export function bothNames(tag: string, inReadersLanguage: string): string {
  const own = languageName(tag, tag);
  return own.toLowerCase() === inReadersLanguage.toLowerCase() ? own : `${own} · ${inReadersLanguage}`;
}

/**
 * The version a learner is given: the best of `available` for the languages the learner reads, in
 * order of preference (BCP 47 lookup by a maintained matcher), else `fallback`. Always one of
 * `available` when `fallback` is.
 */
export function bestLanguage(wanted: readonly (string | null | undefined)[], available: readonly string[], fallback: string): string {
  const requested = wanted.filter(isWellFormedTag);
  if (requested.length === 0 || available.length === 0) return fallback;
  return match(requested, available, fallback, { algorithm: 'lookup' });
}

/** A tag `Intl` accepts (a malformed one is skipped, not an error). */
function isWellFormedTag(tag: string | null | undefined): tag is string {
  if (typeof tag !== 'string' || tag.trim() === '') return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
