import type { BundlesT } from '../i18n';

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
