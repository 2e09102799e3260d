/** Languages of the product: German first, English second. */
export type Lang = 'de' | 'en';

export interface Localized {
  readonly de: string;
  readonly en: string;
}

export const localized = (de: string, en: string): Localized => ({ de, en });

/** Picks the request language: English only when asked for first, German otherwise. */
export function pickLang(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return 'de';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'de';
}

/** Replaces `{name}` placeholders. */
export function format(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function translate(msg: Localized, lang: Lang, params?: Readonly<Record<string, string | number>>): string {
  return format(msg[lang], params);
}

/** Localized text of a value that may be a plain string or a {de,en} record (spec section 3 fallback). */
export function localizedText(value: unknown, lang: Lang): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const rec = value as Record<string, unknown>;
    for (const k of [lang, 'de', 'en', ...Object.keys(rec)]) {
      const v = rec[k];
      if (typeof v === 'string' && v.length > 0) return v;
    }
  }
  return '';
}
