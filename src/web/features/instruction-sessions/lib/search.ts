/**
 * The list's filters and the plan dialog's preselection as they live in the address:
 * /instruction-sessions?status=planned&from=2026-05-01&to=2026-05-31&page=2 and
 * ?plan=1&trainingId=…&groupId=… (the unit's progress report links there).
 */
import dayjs from 'dayjs';
import type { InstructionSessionStatus } from '../../../../shared/contracts/instruction';

export type StatusFilter = InstructionSessionStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'planned', 'open', 'closed'];

export interface SessionFilters {
  status: StatusFilter;
  /** Calendar days YYYY-MM-DD (the browser's time zone), both inclusive; '' = open end. */
  from: string;
  to: string;
  page: number;
}

export interface PlanPreset {
  trainingId: string;
  groupId: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function parseSessionFilters(raw: Record<string, unknown>): SessionFilters {
  const status = text(raw.status);
  const page = Number(text(raw.page));
  const day = (value: unknown) => (DAY.test(text(value)) && dayjs(text(value)).isValid() ? text(value) : '');
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : 'all',
    from: day(raw.from),
    to: day(raw.to),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The plan dialog to open with these choices (`?plan=1`), or null. */
export function parsePlanPreset(raw: Record<string, unknown>): PlanPreset | null {
  if (text(raw.plan) !== '1') return null;
  return { trainingId: text(raw.trainingId).slice(0, 100), groupId: text(raw.groupId).slice(0, 100) };
}

/** The address of the filters: defaults left out. */
export function toSessionSearch(f: SessionFilters): Record<string, string | number> {
  return {
    ...(f.status !== 'all' ? { status: f.status } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.page > 1 ? { page: f.page } : {}),
  };
}

export const hasActiveFilters = (f: SessionFilters) => f.status !== 'all' || Boolean(f.from) || Boolean(f.to);

/** `from`/`to` of the API: the start of the first day and the end of the last, as instants. */
export function rangeParams(f: Pick<SessionFilters, 'from' | 'to'>): { from?: string; to?: string } {
  return {
    ...(f.from ? { from: dayjs(f.from).startOf('day').toISOString() } : {}),
    ...(f.to ? { to: dayjs(f.to).endOf('day').toISOString() } : {}),
  };
}
