/**
 * Pure pieces of the data protection page: the report's default period, how a figure of the works
 * council's report reads (a value, '< 5', or withheld), and the retention form's change set.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { RETENTION_LIMITS, RETENTION_MONTH_CLASSES, type DataProtectionChange, type RetentionPolicy, type WorksCouncilFigures } from '../../../../shared/contracts/privacy';

/** A day as the API takes it (`YYYY-MM-DD`). */
export const DAY = 'YYYY-MM-DD';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The report's period when the page opens: the last 12 months up to today. */
export function defaultPeriod(today: Dayjs = dayjs()): ReportPeriod {
  return { from: today.subtract(12, 'month').format(DAY), to: today.format(DAY) };
}

/**
 * One cell of the report: a `value` (a rate in whole percent, or a count), `fewer` (an overdue
 * count between 1 and minGroupSize - 1: '< 5'), `withheld` (a rate the server does not answer:
 * '< 5' would read as a percentage, so it shows '–'), or `none` (no figures at that instant).
 */
export type FigureCell = { kind: 'value'; value: number } | { kind: 'fewer' } | { kind: 'withheld' } | { kind: 'none' };

export function figureCell(figures: WorksCouncilFigures | null, key: keyof WorksCouncilFigures): FigureCell {
  if (!figures) return { kind: 'none' };
  const value = figures[key];
  if (value === null) return key === 'overdue' ? { kind: 'fewer' } : { kind: 'withheld' };
  return { kind: 'value', value: key === 'completionRate' ? Math.round(value) : value };
}

/** The retention fields in the order the form shows them, with their unit and limits. */
export type RetentionField = keyof RetentionPolicy;
export type RetentionUnit = 'years' | 'months' | 'days';

export const RETENTION_FIELDS: readonly { name: RetentionField; unit: RetentionUnit; min: number; max: number }[] = [
  { name: 'evidenceYears', unit: 'years', ...RETENTION_LIMITS.evidenceYears },
  ...RETENTION_MONTH_CLASSES.map((name) => ({ name, unit: 'months' as const, ...RETENTION_LIMITS.months })),
  { name: 'leaverGraceDays', unit: 'days', ...RETENTION_LIMITS.leaverGraceDays },
];

/** The fields whose value differs from the saved policy: what PUT receives (a field left out stays as it is). */
export function retentionChange(saved: RetentionPolicy, values: Partial<Record<RetentionField, number | null>>): DataProtectionChange {
  const change: Partial<Record<RetentionField, number>> = {};
  for (const { name } of RETENTION_FIELDS) {
    const value = values[name];
    if (typeof value === 'number' && value !== saved[name]) change[name] = value;
  }
  return change;
}
