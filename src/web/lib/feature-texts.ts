/**
 * The one way UI texts are defined: a feature brings its own texts (German first, English with the
 * same keys, checked by the compiler through `Shape`), registered under a root key of the
 * 'translation' namespace at module load (deep merge, never overwriting), and a t() that accepts
 * only keys that exist: the feature's own (relative to its root) and the shared `common.*` block
 * (src/web/i18n/common.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { currentLanguage } from '../i18n';
import { commonDe, commonEn } from '../i18n/common';

/** The same nested keys with string leaves: what the English texts must match. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

type StripPlural<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

/** Every leaf key of a text tree as a dotted path (plural suffixes folded). */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${StripPlural<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

const COMMON_ROOT = 'common';
const commonEnChecked: Shape<typeof commonDe> = commonEn;
i18n.addResourceBundle('de', 'translation', { [COMMON_ROOT]: commonDe }, true, false);
i18n.addResourceBundle('en', 'translation', { [COMMON_ROOT]: commonEnChecked }, true, false);

/** A key of the shared block, e.g. `common.cancel`, `common.roles.root`. */
export type CommonKey = `${typeof COMMON_ROOT}.${Leaves<typeof commonDe>}`;

export type FeatureT<T> = (key: Leaves<T> | CommonKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

const absoluteKey = (root: string, key: string) => (key.startsWith(`${COMMON_ROOT}.`) ? key : `${root}.${key}`);

/** Registers a feature's texts under `root` and returns the hook that translates them. */
export function defineFeatureTexts<T extends object>(root: string, de: T, en: Shape<T>) {
  const translations = { de: { [root]: de }, en: { [root]: en } } as const;
  i18n.addResourceBundle('de', 'translation', translations.de, true, false);
  i18n.addResourceBundle('en', 'translation', translations.en, true, false);
  function useFeatureT(): { t: FeatureT<T>; language: 'de' | 'en' } {
    const { t, i18n: instance } = useTranslation();
    const loose = t as unknown as LooseT;
    const ft = useCallback<FeatureT<T>>((key, options) => loose(absoluteKey(root, key), options), [loose]);
    const language = instance.resolvedLanguage === 'en' ? 'en' : instance.resolvedLanguage === 'de' ? 'de' : currentLanguage();
    return { t: ft, language };
  }
  return { translations, useFeatureT };
}

/** t() for the shared block only (components outside a feature: `t('common.loading')`). */
export const useCommonT: () => { t: (key: CommonKey, options?: Record<string, unknown>) => string; language: 'de' | 'en' } =
  defineFeatureTexts(COMMON_ROOT, {}, {}).useFeatureT;
