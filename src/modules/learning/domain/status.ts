import { DUE_WARNING_DAYS, RECERTIFICATION_WINDOW_MONTHS } from '../../../shared/policy';

export type LearningStatus = 'assigned' | 'in_progress' | 'completed' | 'recertification_required' | 'expired';
export type DueDisplay = { kind: 'overdue' } | { kind: 'days'; days: number } | { kind: 'date'; date: string };

/** Imported completions without a real date carry this placeholder (spec section 4). */
export const PLACEHOLDER_DATE = '1970-01-01';

const DAY_MS = 86_400_000;

/** Calendar months later; the day is clamped to the target month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const isPlaceholder = (completedAt: string | null | undefined): boolean => !!completedAt && completedAt.startsWith(PLACEHOLDER_DATE);

/**
 * Whether a completion counts: a real date counts; the placeholder date counts only when every
 * module of it was completed; no date never counts.
 */
export function completionCounts(c: { completedAt: string | null; allModulesCompleted: boolean } | null): boolean {
  if (!c || !c.completedAt) return false;
  return isPlaceholder(c.completedAt) ? c.allModulesCompleted : true;
}

export interface StatusInput {
  readonly completion: { readonly completedAt: string | null; readonly allModulesCompleted: boolean } | null;
  /** A cycle was started after the last counted completion (or without any) and is not completed. */
  readonly inProgress: boolean;
  readonly requiresRecertification: boolean;
  readonly periodMonths: number;
  readonly now: Date;
}

export interface StatusResult {
  readonly status: LearningStatus;
  readonly dueDate: string | null;
  readonly dueDisplay: DueDisplay | null;
  /** A new cycle may start now (window open or expired). */
  readonly renewable: boolean;
}

/** Per-user training status of spec section 4, computed at read time from the clock. */
export function trainingStatus(input: StatusInput): StatusResult {
  const { completion, now } = input;
  if (!completionCounts(completion)) {
    return { status: input.inProgress ? 'in_progress' : 'assigned', dueDate: null, dueDisplay: null, renewable: false };
  }
  if (!input.requiresRecertification || isPlaceholder(completion!.completedAt)) {
    return { status: 'completed', dueDate: null, dueDisplay: null, renewable: false };
  }
  const due = addMonths(new Date(completion!.completedAt!), input.periodMonths);
  const windowOpens = addMonths(due, -RECERTIFICATION_WINDOW_MONTHS);
  const status: LearningStatus = now.getTime() > due.getTime() ? 'expired' : now.getTime() >= windowOpens.getTime() ? 'recertification_required' : 'completed';
  return { status, dueDate: due.toISOString(), dueDisplay: dueDisplay(due, now), renewable: status !== 'completed' };
}

/**
 * The next instant after `now` at which `trainingStatus` of the same input answers differently
 * (status, or the days of `dueDisplay`), or null when it never will: for caching an answer until then.
 */
export function statusChangesAt(input: StatusInput): number | null {
  const { completion, now } = input;
  if (!completionCounts(completion) || !input.requiresRecertification || isPlaceholder(completion!.completedAt)) return null;
  const due = addMonths(new Date(completion!.completedAt!), input.periodMonths).getTime();
  const windowOpens = addMonths(new Date(due), -RECERTIFICATION_WINDOW_MONTHS).getTime();
  const t = now.getTime();
  const candidates = [windowOpens, due + 1];
  // dueDisplay: the date until DUE_WARNING_DAYS days are left, then days = ceil((due - now) / day), which drops at due - (days - 1) days
  if (due > t) {
    const days = Math.ceil((due - t) / DAY_MS);
    candidates.push(days > DUE_WARNING_DAYS ? due - DUE_WARNING_DAYS * DAY_MS : due - (days - 1) * DAY_MS);
  }
  const next = candidates.filter((c) => c > t);
  return next.length ? Math.min(...next) : null;
}

/** The instant after `now` at which `deadlineOverdue` of this deadline can turn true, or null. */
export function deadlineChangesAt(deadline: string | null, now: Date): number | null {
  if (!deadline) return null;
  const at = new Date(deadline).getTime() + 1;
  return at > now.getTime() ? at : null;
}

/** 'overdue' when past, 'in N days' when 30 days or fewer away, else the date. */
export function dueDisplay(due: Date, now: Date): DueDisplay {
  const ms = due.getTime() - now.getTime();
  if (ms < 0) return { kind: 'overdue' };
  const days = Math.ceil(ms / DAY_MS);
  return days <= DUE_WARNING_DAYS ? { kind: 'days', days } : { kind: 'date', date: due.toISOString() };
}

/** A group deadline is overdue when it has passed and the training is not validly completed. */
export function deadlineOverdue(deadline: string | null, status: LearningStatus, now: Date): boolean {
  if (!deadline) return false;
  const valid = status === 'completed' || status === 'recertification_required';
  return !valid && new Date(deadline).getTime() < now.getTime();
}

export const isValid = (status: LearningStatus) => status === 'completed' || status === 'recertification_required';
