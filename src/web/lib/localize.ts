import type { LocalizedText } from '../../shared/contracts/localized';

/** Text in several languages (`{de, en}`) or a plain legacy string: the API's `LocalizedText`. */
export type Localized = LocalizedText;

/** Localized text: chosen language -> German -> English -> first non-empty key (spec section 3). */
export function localize(value: Localized | null | undefined, language: string): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  const pick = (key: string) => {
    const text = value[key];
    return typeof text === 'string' && text.trim() ? text : undefined;
  };
  return (
    pick(language) ??
    pick('de') ??
    pick('en') ??
    Object.values(value).find((text): text is string => typeof text === 'string' && text.trim() !== '') ??
    ''
  );
}

/** The {de, en} pair of a localized value for editing; a plain string counts as German. */
export function toPair(value: Localized | null | undefined): { de: string; en: string } {
  if (value == null) return { de: '', en: '' };
  if (typeof value === 'string') return { de: value, en: '' };
  return { de: value.de ?? '', en: value.en ?? '' };
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim();
}
