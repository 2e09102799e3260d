/**
 * One way for a feature to bring its own texts: German first, English with the same keys (the
 * compiler checks this through `Shape`), registered under a root key of the 'translation'
 * namespace at module load (deep merge, never overwriting), and a t() that accepts only keys that
 * exist.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { currentLanguage } from '../i18n';

/** The same nested keys with string leaves: what the English texts must match. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

type StripPlural<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

/** Every leaf key of a text tree as a dotted path (plural suffixes folded). */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${StripPlural<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type FeatureT<T> = (key: Leaves<T>, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** Registers a feature's texts under `root` and returns the hook that translates them. */
export function defineFeatureTexts<T extends object>(root: string, de: T, en: Shape<T>) {
  const translations = { de: { [root]: de }, en: { [root]: en } } as const;
  i18n.addResourceBundle('de', 'translation', translations.de, true, false);
  i18n.addResourceBundle('en', 'translation', translations.en, true, false);
  function useFeatureT(): { t: FeatureT<T>; language: 'de' | 'en' } {
    const { t, i18n: instance } = useTranslation();
    const loose = t as unknown as LooseT;
    const ft = useCallback<FeatureT<T>>((key, options) => loose(`${root}.${key}`, options), [loose]);
    const language = instance.resolvedLanguage === 'en' ? 'en' : instance.resolvedLanguage === 'de' ? 'de' : currentLanguage();
    return { t: ft, language };
  }
  return { translations, useFeatureT };
}
