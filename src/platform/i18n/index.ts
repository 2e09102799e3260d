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

/**
 * A date (optionally with time) as documents print it: German dd.MM.yyyy, English MM/dd/yyyy,
 * in the companies' time zone (Europe/Berlin).
 */
export function formatDocumentDate(iso: string, lang: Lang, withTime = false): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const date = lang === 'de' ? `${get('day')}.${get('month')}.${get('year')}` : `${get('month')}/${get('day')}/${get('year')}`;
  return withTime ? `${date}, ${get('hour')}:${get('minute')}` : date;
}

/** The calendar day of an instant in the companies' time zone (Europe/Berlin), as `YYYY-MM-DD`. */
export function berlinDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
