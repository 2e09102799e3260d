/**
 * The one way UI texts are defined: a feature brings its own texts (German first, English with the
 * same keys, checked by the compiler through `Shape`), registered under a root key of the
 * 'translation' namespace at module load (deep merge, never overwriting), and a t() that accepts
 * only keys that exist: the feature's own (relative to its root) and the shared `common.*` block
 * (src/web/i18n/common.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { currentLanguage, uiLanguage } from '../i18n';
import { commonDe, commonEn, commonOthers } from '../i18n/common';
import type { LearnerOnlyLanguage, UiLanguage } from '../../shared/languages';

/** The same nested keys with string leaves: what the English texts must match. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * The texts of a learner's language (issue 34 item 5): the German keys, each a string, plus the
 * plural forms the language has beyond `one` and `other` (Polish `_few`, `_many`; Arabic `_zero`,
 * `_two`, ...; i18next picks them with `Intl.PluralRules`). learner-texts.test.ts checks that every
 * form the language needs is there.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  [plural: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string;
};

/** A learner-facing feature's texts in the six learner languages beyond German and English. */
export type LearnerTranslations<T> = { readonly [L in LearnerOnlyLanguage]: Translation<T> };

type StripPlural<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

/** Every leaf key of a text tree as a dotted path (plural suffixes folded). */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${StripPlural<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

const COMMON_ROOT = 'common';
const commonEnChecked: Shape<typeof commonDe> = commonEn;
i18n.addResourceBundle('de', 'translation', { [COMMON_ROOT]: commonDe }, true, false);
i18n.addResourceBundle('en', 'translation', { [COMMON_ROOT]: commonEnChecked }, true, false);
addOthers(COMMON_ROOT, commonOthers);

function addOthers<T>(root: string, others: LearnerTranslations<T> | undefined): void {
  if (!others) return;
  for (const [language, texts] of Object.entries(others)) i18n.addResourceBundle(language, 'translation', { [root]: texts }, true, false);
}

/** A key of the shared block, e.g. `common.cancel`, `common.roles.root`. */
export type CommonKey = `${typeof COMMON_ROOT}.${Leaves<typeof commonDe>}`;

export type FeatureT<T> = (key: Leaves<T> | CommonKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

const absoluteKey = (root: string, key: string) => (key.startsWith(`${COMMON_ROOT}.`) ? key : `${root}.${key}`);

/**
 * Registers a feature's texts under `root` and returns the hook that translates them. Features an
 * employee uses (sign-in, My Learning, the player, the kiosk, the bell, the profile) also bring the
 * six learner languages; the administration's features are German and English and fall back to
 * German in the others.
 */
export function defineFeatureTexts<T extends object>(root: string, de: T, en: Shape<T>, others?: LearnerTranslations<T>) {
  const translations = { de: { [root]: de }, en: { [root]: en } } as const;
  i18n.addResourceBundle('de', 'translation', translations.de, true, false);
  i18n.addResourceBundle('en', 'translation', translations.en, true, false);
  addOthers(root, others);
  /** `language`: the administration's language ('de' or 'en'); `uiLanguage`: the screen's, one of eight. */
  function useFeatureT(): { t: FeatureT<T>; language: 'de' | 'en'; uiLanguage: UiLanguage } {
    const { t, i18n: instance } = useTranslation();
    const loose = t as unknown as LooseT;
    const ft = useCallback<FeatureT<T>>((key, options) => loose(absoluteKey(root, key), options), [loose]);
    // read through the hook's instance so that a language change renders again
    void instance.resolvedLanguage;
    return { t: ft, language: currentLanguage(), uiLanguage: uiLanguage() };
  }
  return { translations, useFeatureT };
}

/** t() for the shared block only (components outside a feature: `t('common.loading')`). */
export const useCommonT: () => { t: (key: CommonKey, options?: Record<string, unknown>) => string; language: 'de' | 'en'; uiLanguage: UiLanguage } =
  defineFeatureTexts(COMMON_ROOT, {}, {}).useFeatureT;
