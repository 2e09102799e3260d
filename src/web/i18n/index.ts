import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import { DEFAULT_LANGUAGE, getStoredLanguage, isLanguage, storeLanguage, type Language } from '../lib/storage';

/** Empty at start: every feature registers its typed texts (src/web/lib/feature-texts.ts). */
export const resources = {
  de: { translation: {} },
  en: { translation: {} },
};

function applyLanguage(language: Language): void {
  dayjs.locale(language);
  document.documentElement.lang = language;
}

const initial = getStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  // German is the source language: anything not translated (e.g. the German-only legal texts)
  // falls back to it.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(initial);

i18n.on('languageChanged', (lng) => {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  storeLanguage(language);
  applyLanguage(language);
});

/** The active UI language, always 'de' or 'en'. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export default i18n;
