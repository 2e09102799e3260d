import type { Lang } from '../../../src/platform/i18n';
import { DELIVERED_LANGUAGE_NOT_RECORDED } from '../../../src/shared/contracts/audit-as-of';
import { languageName } from '../../../src/shared/languages';

/**
 * The language version a completion was delivered in, as the auditor's answers print it (issue 34,
 * ADR 0030 section 5): "Sprache: Türkisch" / "Language: Turkish"; a completion that did not record
 * one says so ("nicht erfasst"), it is never read as German.
 */
const TEXT = {
  de: { label: 'Sprache', notRecorded: 'nicht erfasst' },
  en: { label: 'Language', notRecorded: 'not recorded' },
} as const satisfies Record<Lang, { label: string; notRecorded: string }>;

/** "Türkisch", or "nicht erfasst" for null (and for the filter's `none`). */
export function deliveredLanguageName(tag: string | null | undefined, lang: Lang): string {
  return !tag || tag === DELIVERED_LANGUAGE_NOT_RECORDED ? TEXT[lang].notRecorded : languageName(tag, lang);
}

/** "Sprache: Türkisch" / "Language: not recorded". */
export const deliveredLanguageLine = (tag: string | null | undefined, lang: Lang): string => `${TEXT[lang].label}: ${deliveredLanguageName(tag, lang)}`;
