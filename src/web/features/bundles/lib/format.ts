import type { BundlesT } from '../i18n';
import type { Localized } from '../api/types';

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

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim();
}

const NAMED_PERIODS = ['1_month', '3_months', '6_months', '9_months', '1_year', '2_years', '3_years'] as const;

/** Display text of a recertification period: named values, otherwise N_month(s) / N_year(s). */
export function periodLabel(period: string | null | undefined, t: BundlesT): string {
  if (!period) return '';
  if ((NAMED_PERIODS as readonly string[]).includes(period)) return t(`periods.${period as (typeof NAMED_PERIODS)[number]}`);
  const match = /^(\d+)_(month|months|year|years)$/.exec(period);
  if (!match) return period;
  const count = Number(match[1]);
  return match[2]!.startsWith('year') ? t('periods.years', { count }) : t('periods.months', { count });
}

const STATUSES = ['draft', 'published', 'archived'] as const;
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export function statusLabel(status: string, t: BundlesT): string {
  return (STATUSES as readonly string[]).includes(status) ? t(`status.${status as (typeof STATUSES)[number]}`) : status;
}

export function difficultyLabel(difficulty: string | null | undefined, t: BundlesT): string {
  if (!difficulty) return '';
  return (DIFFICULTIES as readonly string[]).includes(difficulty) ? t(`difficulty.${difficulty as (typeof DIFFICULTIES)[number]}`) : difficulty;
}

/** Case- and accent-insensitive text for client-side search. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
