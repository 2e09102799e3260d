import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import 'dayjs/locale/tr';
import 'dayjs/locale/pl';
import 'dayjs/locale/ro';
import 'dayjs/locale/uk';
import 'dayjs/locale/ru';
import 'dayjs/locale/ar';
import { adminLanguage, isRightToLeft, isUiLanguage, UI_LANGUAGES } from '../../shared/languages';
import { DEFAULT_LANGUAGE, getStoredLanguage, storeLanguage, type Language, type UiLanguage } from '../lib/storage';

/** Empty at start: every feature registers its typed texts (src/web/lib/feature-texts.ts). */
export const resources = Object.fromEntries(UI_LANGUAGES.map((language) => [language, { translation: {} }]));

function applyLanguage(language: UiLanguage): void {
  dayjs.locale(language);
  // the text check (learner-texts.test.ts) loads the texts without a page
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

const initial = getStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  // German is the source language: anything not translated (the administration in a learner's
  // language, the German-only legal texts) falls back to it.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(initial);

i18n.on('languageChanged', (lng) => {
  const language = isUiLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  storeLanguage(language);
  applyLanguage(language);
});

/** The UI language: German, English or one of the learner's languages (issue 34 item 5). */
export function uiLanguage(): UiLanguage {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The administration's (and the API's) language for the UI language: 'en' for English, 'de' otherwise. */
export function currentLanguage(): Language {
  return adminLanguage(uiLanguage());
}

export function changeLanguage(language: UiLanguage): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export default i18n;
