/**
 * Text in one or more languages as the API sends it: `{de, en}` (one language may be missing) or a
 * plain legacy string. Display: chosen language -> de -> en -> first key (web/lib/localize.ts).
 * Used by every contract that carries a training's title or description, and by the web app.
 */
export type LocalizedText = string | { readonly [language: string]: string };

/** What a plain string means: German (texts before language versions; ADR 0030). */
export const PLAIN_TEXT_LANGUAGE = 'de';

/** The text of one language version (ADR 0030): the map's entry, a plain string as German; '' when that version lacks it. */
export function textIn(text: LocalizedText | null | undefined, language: string): string {
  if (text == null) return '';
  if (typeof text === 'string') return language === PLAIN_TEXT_LANGUAGE ? text : '';
  const t = text[language];
  return typeof t === 'string' ? t : '';
}

/** The text a learner of a version is shown: the version's own, else the training's default language's, else any there is. */
export function deliveredText(text: LocalizedText | null | undefined, language: string, defaultLanguage: string): string {
  const own = textIn(text, language);
  if (own.trim()) return own;
  const fallback = textIn(text, defaultLanguage);
  if (fallback.trim() || text == null || typeof text === 'string') return fallback;
  return Object.values(text).find((t) => t.trim() !== '') ?? '';
}
