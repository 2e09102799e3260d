/** Recertification periods with a text of their own (spec section 3); others read N months / N years. */
const NAMED = ['1_month', '3_months', '6_months', '9_months', '1_year', '2_years', '3_years'] as const;

/** The `periods.*` texts a feature brings (trainings, bundles). */
type PeriodKey = `periods.${(typeof NAMED)[number]}` | 'periods.years' | 'periods.months';

/** Display text of a recertification period: named values, otherwise N_month(s) / N_year(s). */
export function periodLabel(period: string | null | undefined, t: (key: PeriodKey, options?: Record<string, unknown>) => string): string {
  if (!period) return '';
  if ((NAMED as readonly string[]).includes(period)) return t(`periods.${period as (typeof NAMED)[number]}`);
  const m = /^(\d+)_(month|months|year|years)$/.exec(period);
  if (!m) return period;
  const count = Number(m[1]);
  return m[2]!.startsWith('year') ? t('periods.years', { count }) : t('periods.months', { count });
}
