import type { AssignmentDates } from '../../../shared/contracts/compliance';
import type { NotificationKind, NotificationSettings } from '../../../shared/contracts/notifications';

/** A person's assignment with the dates that decide what is due (from the compliance read model). */
export type DatedAssignment = AssignmentDates;

/**
 * One notification: to `userId` about `trainingId`, of `kind`, in `cycle` (the deadline or the
 * validity it is about, and for reminders the days before): the key that makes it exactly once.
 */
export interface DueNotification {
  readonly companyId: string;
  readonly userId: string;
  readonly trainingId: string;
  readonly kind: NotificationKind;
  readonly cycle: string;
  /** When it goes out. */
  readonly dueAt: Date;
  /** The instant it is about (deadline, window opening, end of validity, assignment). */
  readonly date: Date | null;
  readonly days: number | null;
  /** Escalations: the person who is overdue (`userId` is the one told). */
  readonly subjectUserId?: string | null;
}

/** A person overdue by `days` with a training: level 1 goes to their units' owners and co-owners, level 2 to the admins and root. */
export interface DueEscalation {
  readonly companyId: string;
  readonly subjectUserId: string;
  readonly trainingId: string;
  readonly level: 1 | 2;
  readonly days: number;
  readonly deadline: Date;
  readonly dueAt: Date;
}

const DAY_MS = 86_400_000;

/** Validly completed at that instant. */
const validAt = (a: DatedAssignment, at: Date) => a.completedAt !== null && a.completedAt <= at && (a.validUntil === null || a.validUntil >= at);
/** Completed at all, valid at that instant (a later completion counts too: the person has done it). */
const doneBy = (a: DatedAssignment, at: Date) => validAt(a, at) || (a.completedAt !== null && a.completedAt > at);
const within = (at: Date, from: Date, to: Date) => at.getTime() > from.getTime() && at.getTime() <= to.getTime();

/** The time-based notifications whose instant lies in (from, to], by the company's settings. */
export function dueBetween(rows: readonly DatedAssignment[], settingsOf: (companyId: string) => NotificationSettings, from: Date, to: Date): DueNotification[] {
  const out: DueNotification[] = [];
  for (const a of rows) {
    const s = settingsOf(a.companyId);
    const base = { companyId: a.companyId, userId: a.userId, trainingId: a.trainingId };
    if (a.deadline) {
      const deadline = a.deadline;
      if (s.enabled.reminder) {
        // a reminder at the very instant of the assignment says nothing the assignment notice does not (a one-week deadline and the 7-day reminder)
        for (const days of s.reminderDays) {
          const at = new Date(deadline.getTime() - days * DAY_MS);
          if (within(at, from, to) && at > a.assignedAt && !doneBy(a, at)) out.push({ ...base, kind: 'reminder', cycle: `${deadline.toISOString()}/${days}d`, dueAt: at, date: deadline, days });
        }
      }
      if (s.enabled.overdue && within(deadline, from, to) && deadline >= a.assignedAt && !doneBy(a, deadline)) {
        out.push({ ...base, kind: 'overdue', cycle: deadline.toISOString(), dueAt: deadline, date: deadline, days: null });
      }
    }
    if (a.completedAt && a.validUntil) {
      const validUntil = a.validUntil;
      if (s.enabled.window && a.windowOpens && within(a.windowOpens, from, to)) {
        out.push({ ...base, kind: 'window', cycle: validUntil.toISOString(), dueAt: a.windowOpens, date: validUntil, days: null });
      }
      if (s.enabled.expired && within(validUntil, from, to)) out.push({ ...base, kind: 'expired', cycle: validUntil.toISOString(), dueAt: validUntil, date: validUntil, days: null });
    }
  }
  return out.sort((x, y) => x.dueAt.getTime() - y.dueAt.getTime() || x.userId.localeCompare(y.userId) || x.trainingId.localeCompare(y.trainingId));
}

/** The escalations whose instant (deadline + escalation days) lies in (from, to], for those still not done then. */
export function escalationsBetween(rows: readonly DatedAssignment[], settingsOf: (companyId: string) => NotificationSettings, from: Date, to: Date): DueEscalation[] {
  const out: DueEscalation[] = [];
  for (const a of rows) {
    const s = settingsOf(a.companyId);
    if (!a.deadline || !s.enabled.escalation || a.deadline < a.assignedAt) continue;
    const deadline = a.deadline;
    s.escalationDays.forEach((days, i) => {
      const at = new Date(deadline.getTime() + days * DAY_MS);
      if (within(at, from, to) && !doneBy(a, at)) out.push({ companyId: a.companyId, subjectUserId: a.userId, trainingId: a.trainingId, level: i === 0 ? 1 : 2, days, deadline, dueAt: at });
    });
  }
  return out;
}

/** The notifications of an escalation to the people it goes to (never the overdue person themself). */
export function escalationNotifications(e: DueEscalation, recipientIds: readonly string[]): DueNotification[] {
  return [...new Set(recipientIds)]
    .filter((id) => id !== e.subjectUserId)
    .map((userId) => ({
      companyId: e.companyId,
      userId,
      trainingId: e.trainingId,
      kind: 'escalation',
      cycle: `${e.subjectUserId}/${e.deadline.toISOString()}/${e.days}d`,
      dueAt: e.dueAt,
      date: e.deadline,
      days: e.days,
      subjectUserId: e.subjectUserId,
    }));
}

/** "Assigned to you" for assignments the person was not told about yet (cycle: the instant of the assignment). */
export function assignedNotifications(rows: readonly DatedAssignment[], settingsOf: (companyId: string) => NotificationSettings): DueNotification[] {
  return rows
    .filter((a) => settingsOf(a.companyId).enabled.assigned)
    .map((a) => ({ companyId: a.companyId, userId: a.userId, trainingId: a.trainingId, kind: 'assigned', cycle: a.assignedAt.toISOString(), dueAt: a.assignedAt, date: a.deadline, days: null }));
}
