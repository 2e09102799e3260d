import { DEFAULT_CONTENT_LANGUAGE, isContentLanguage } from '../../../shared/languages';
import type { IdentityEvent } from './events';

/**
 * The person's content language (issue 34, ADR 0030 section 4): the language trainings are given
 * to them in. Stored only once chosen; until then it follows the person's UI language.
 */

/** A tag outside CONTENT_LANGUAGES of src/shared/languages.ts. */
export type ContentLanguageRefusal = 'UnsupportedLanguage';

export function contentLanguageRefusal(tag: string): ContentLanguageRefusal | null {
  return isContentLanguage(tag) ? null : 'UnsupportedLanguage';
}

/** The content language as shown and used everywhere: the one set, else the person's UI language, else German. */
export function effectiveContentLanguage(stored: string | null | undefined, uiLanguage: string | null | undefined): string {
  return stored ?? uiLanguage ?? DEFAULT_CONTENT_LANGUAGE;
}

export const contentLanguageChanged = (contentLanguage: string, changedBy: string, now: Date): IdentityEvent => ({
  type: 'identity.ContentLanguageChanged',
  data: { contentLanguage, changedBy, changedAt: now.toISOString() },
});
