import { DUE_WARNING_DAYS, RECERTIFICATION_WINDOW_MONTHS } from '../../../shared/rules';

/**
 * `trainingStatus` answers one of the first five; `awaiting_practical` is the learner's status while
 * the online part of a blended training waits for the sign-off of its practical part (shared/learner-view.ts).
 */
export type LearningStatus = 'assigned' | 'in_progress' | 'completed' | 'recertification_required' | 'expired' | 'awaiting_practical';
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

/** § 29 JArbSchG: a person under 18 is instructed at least every six months (issue 16, item 6; ADR 0022). */
export const MINOR_AGE_YEARS = 18;
export const MINOR_MAX_PERIOD_MONTHS = 6;

/** A calendar day as the number YYYYMMDD, so that days compare as numbers. */
const dayNumber = (d: Date): number => d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();

/**
 * Whether a person born on `dateOfBirth` (`YYYY-MM-DD`) is under 18 on the UTC day of `at` (the day
 * every validity date is computed in). The 18th birthday is the first day at 18; born on 29 February,
 * in a year without one the person is 18 from 1 March (§§ 187, 188 BGB). No date of birth: not a minor.
 */
export function isMinorOn(dateOfBirth: string | null | undefined, at: Date): boolean {
  if (!dateOfBirth) return false;
  const birth = Number(dateOfBirth.slice(0, 4)) * 10_000 + Number(dateOfBirth.slice(5, 7)) * 100 + Number(dateOfBirth.slice(8, 10));
  return dayNumber(at) < birth + MINOR_AGE_YEARS * 10_000;
}

/**
 * THE rule of per-person frequency (the compliance projection's `personalPeriodSql` is its SQL twin,
 * tested equal): the recertification period of a completion is at most six months when the person
 * was under 18 on the day of that completion (the one that starts the cycle). `shortened` says the
 * rule changed the training's period.
 */
export function personalPeriod(periodMonths: number, dateOfBirth: string | null | undefined, completedAt: Date): { months: number; shortened: boolean } {
  const shortened = periodMonths > MINOR_MAX_PERIOD_MONTHS && isMinorOn(dateOfBirth, completedAt);
  return { months: shortened ? MINOR_MAX_PERIOD_MONTHS : periodMonths, shortened };
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
  /** The person's date of birth (`YYYY-MM-DD`): under 18 on the day of the completion, the period is at most six months. */
  readonly dateOfBirth?: string | null | undefined;
  readonly now: Date;
}

export interface StatusResult {
  readonly status: LearningStatus;
  readonly dueDate: string | null;
  readonly dueDisplay: DueDisplay | null;
  /** A new cycle may start now (window open or expired). */
  readonly renewable: boolean;
  /** The period that decides this completion's validity was shortened to six months: the person was under 18 on its day. */
  readonly shortenedForMinor: boolean;
}

/** Per-user training status of spec section 4, computed at read time from the clock. */
export function trainingStatus(input: StatusInput): StatusResult {
  const { completion, now } = input;
  if (!completionCounts(completion)) {
    return { status: input.inProgress ? 'in_progress' : 'assigned', dueDate: null, dueDisplay: null, renewable: false, shortenedForMinor: false };
  }
  if (!input.requiresRecertification || isPlaceholder(completion!.completedAt)) {
    return { status: 'completed', dueDate: null, dueDisplay: null, renewable: false, shortenedForMinor: false };
  }
  const completedAt = new Date(completion!.completedAt!);
  const period = personalPeriod(input.periodMonths, input.dateOfBirth, completedAt);
  const due = addMonths(completedAt, period.months);
  const windowOpens = addMonths(due, -RECERTIFICATION_WINDOW_MONTHS);
  const status: LearningStatus = now.getTime() > due.getTime() ? 'expired' : now.getTime() >= windowOpens.getTime() ? 'recertification_required' : 'completed';
  return { status, dueDate: due.toISOString(), dueDisplay: dueDisplay(due, now), renewable: status !== 'completed', shortenedForMinor: period.shortened };
}

/**
 * The next instant after `now` at which `trainingStatus` of the same input answers differently
 * (status, or the days of `dueDisplay`), or null when it never will: for caching an answer until then.
 */
export function statusChangesAt(input: StatusInput): number | null {
  const { completion, now } = input;
  if (!completionCounts(completion) || !input.requiresRecertification || isPlaceholder(completion!.completedAt)) return null;
  const completedAt = new Date(completion!.completedAt!);
  const due = addMonths(completedAt, personalPeriod(input.periodMonths, input.dateOfBirth, completedAt).months).getTime();
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
