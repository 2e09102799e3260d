import type de from './de.json';

// German is the source of truth for translation keys: t() only accepts keys that exist in de.json.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}
