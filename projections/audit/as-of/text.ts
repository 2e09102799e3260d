import type { Lang } from '../../../src/platform/i18n';
import { AS_OF_COLUMN_LABELS } from '../../../src/shared/contracts/audit-as-of';
import { PROGRESS_STATUS_LABELS } from '../../../src/shared/contracts/learning';

const de = {
  title: 'Schulungsstand zum Stichtag',
  asOf: 'Stand',
  filter: 'Auswahl',
  group: 'Einheit',
  person: 'Person',
  training: 'Schulung',
  wholeCompany: 'ganzes Unternehmen',
  compliant: '{x} von {y} gültig',
  valid: 'gültig abgeschlossen',
  columns: {
    lastName: 'Nachname',
    firstName: 'Vorname',
    email: 'E-Mail',
    ...AS_OF_COLUMN_LABELS.de,
    evidenceId: 'Nachweis-ID',
  },
  forever: 'unbegrenzt',
  none: '–',
  empty: 'Zu diesem Zeitpunkt gab es in dieser Auswahl keine Zuweisungen.',
  footer: 'Unterweisung Pro · Schulungsstand zum Stichtag',
  sheet: 'Stand',
  statuses: PROGRESS_STATUS_LABELS.de,
};

const en: typeof de = {
  title: 'Training status as of a date',
  asOf: 'As of',
  filter: 'Selection',
  group: 'Unit',
  person: 'Person',
  training: 'Training',
  wholeCompany: 'whole company',
  compliant: '{x} of {y} valid',
  valid: 'validly completed',
  columns: {
    lastName: 'Last name',
    firstName: 'First name',
    email: 'Email',
    ...AS_OF_COLUMN_LABELS.en,
    evidenceId: 'Evidence ID',
  },
  forever: 'no expiry',
  none: '–',
  empty: 'There were no assignments in this selection at that time.',
  footer: 'Unterweisung Pro · Training status as of a date',
  sheet: 'As of',
  statuses: PROGRESS_STATUS_LABELS.en,
};

/** Texts of the as-of exports, German first. */
export const AS_OF_TEXT: Record<Lang, typeof de> = { de, en };

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The wall-clock parts of an instant in Germany (the product's time zone). */
export function berlinParts(iso: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(iso));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "01.03.2026 00:00" / "1 Mar 2026 00:00" (German time); the date alone without `withTime`. */
export function formatInstant(iso: string, lang: Lang, withTime = true): string {
  const p = berlinParts(iso);
  const date = lang === 'de' ? `${two(p.day)}.${two(p.month)}.${p.year}` : `${p.day} ${MONTHS_EN[p.month - 1]} ${p.year}`;
  return withTime ? `${date} ${two(p.hour)}:${two(p.minute)}` : date;
}
