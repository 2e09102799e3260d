import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../shared/contracts/notifications';
import { assignedNotifications, dueBetween, escalationNotifications, escalationsBetween, type DatedAssignment } from './due';

const DAY = 86_400_000;
const t0 = Date.parse('2026-03-02T09:00:00.000Z');
const d = (days: number) => new Date(t0 + days * DAY);
const row = (over: Partial<DatedAssignment> = {}): DatedAssignment => ({
  companyId: 'c1',
  userId: 'u1',
  trainingId: 't1',
  assignedAt: d(0),
  deadline: d(28),
  completedAt: null,
  validUntil: null,
  windowOpens: null,
  ...over,
});
const defaults = () => DEFAULT_NOTIFICATION_SETTINGS;
const kinds = (rows: DatedAssignment[], from: number, to: number, settings: () => NotificationSettings = defaults) =>
  dueBetween(rows, settings, d(from), d(to)).map((n) => `${n.kind}${n.days ? `-${n.days}` : ''}@${(n.dueAt.getTime() - t0) / DAY}`);

describe('what is due between two instants', () => {
  it('reminds 7 and 1 days before the deadline and tells when it has passed, each in its own span (from exclusive, to inclusive)', () => {
    expect(kinds([row()], 0, 21)).toEqual(['reminder-7@21']);
    expect(kinds([row()], 21, 27)).toEqual(['reminder-1@27']);
    expect(kinds([row()], 27, 28)).toEqual(['overdue@28']);
    expect(kinds([row()], 0, 40)).toEqual(['reminder-7@21', 'reminder-1@27', 'overdue@28']);
  });

  it('says nothing before the assignment, nor once the training is validly done', () => {
    expect(kinds([row({ assignedAt: d(25) })], 0, 40)).toEqual(['reminder-1@27', 'overdue@28']);
    // a deadline one week after the assignment: the 7-day reminder would fall on the assignment itself, whose notice names the deadline
    expect(kinds([row({ assignedAt: d(21) })], 0, 40)).toEqual(['reminder-1@27', 'overdue@28']);
    // a scan that comes late finds the completion: it reminds of nothing the person has done by now
    expect(kinds([row({ completedAt: d(26), validUntil: null })], 0, 40)).toEqual([]);
    // an expired earlier completion does not count
    expect(kinds([row({ completedAt: d(-400), validUntil: d(-35), windowOpens: d(-95) })], 0, 40)).toEqual(['reminder-7@21', 'reminder-1@27', 'overdue@28']);
  });

  it('opens the recertification window and tells when the certificate expired, keyed by the end of validity', () => {
    const done = row({ deadline: null, completedAt: d(1), validUntil: d(366), windowOpens: d(305) });
    const due = dueBetween([done], defaults, d(0), d(400));
    expect(due.map((n) => [n.kind, n.cycle])).toEqual([
      ['window', d(366).toISOString()],
      ['expired', d(366).toISOString()],
    ]);
  });

  it('follows the company settings: days and switches', () => {
    const custom = (): NotificationSettings => ({ ...DEFAULT_NOTIFICATION_SETTINGS, reminderDays: [3], enabled: { ...DEFAULT_NOTIFICATION_SETTINGS.enabled, overdue: false } });
    expect(kinds([row()], 0, 40, custom)).toEqual(['reminder-3@25']);
    const off = (): NotificationSettings => ({ ...DEFAULT_NOTIFICATION_SETTINGS, enabled: { ...DEFAULT_NOTIFICATION_SETTINGS.enabled, assigned: false } });
    expect(assignedNotifications([row()], off)).toEqual([]);
    expect(assignedNotifications([row()], defaults).map((n) => [n.kind, n.cycle])).toEqual([['assigned', d(0).toISOString()]]);
  });
});

describe('escalations', () => {
  it('escalate 7 and 14 days after the deadline while the person is not done, to everyone but that person', () => {
    const due = escalationsBetween([row()], defaults, d(0), d(50));
    expect(due.map((e) => [e.level, e.days, (e.dueAt.getTime() - t0) / DAY])).toEqual([
      [1, 7, 35],
      [2, 14, 42],
    ]);
    expect(escalationsBetween([row({ completedAt: d(30) })], defaults, d(0), d(50))).toEqual([]);
    const off = (): NotificationSettings => ({ ...DEFAULT_NOTIFICATION_SETTINGS, enabled: { ...DEFAULT_NOTIFICATION_SETTINGS.enabled, escalation: false } });
    expect(escalationsBetween([row()], off, d(0), d(50))).toEqual([]);
    const notes = escalationNotifications(due[0]!, ['owner', 'u1', 'co', 'owner']);
    expect(notes.map((n) => [n.userId, n.kind, n.subjectUserId, n.cycle])).toEqual([
      ['owner', 'escalation', 'u1', `u1/${d(28).toISOString()}/7d`],
      ['co', 'escalation', 'u1', `u1/${d(28).toISOString()}/7d`],
    ]);
  });
});
