import { describe, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import type { NotificationEvent } from './events';
import { settingsDecider, type SettingsCommand, type SettingsChange } from './settings';

const now = new Date('2026-11-22T10:00:00.000Z');
const change = (c: SettingsChange, role: SettingsCommand['actor']['role'] = 'admin'): SettingsCommand => ({
  type: 'ChangeSettings',
  actor: { userId: 'u1', role },
  companyId: 'c1',
  change: c,
  now,
});
const changed = (over: Partial<Extract<NotificationEvent, { type: 'notifications.SettingsChanged' }>['data']> = {}): NotificationEvent => ({
  type: 'notifications.SettingsChanged',
  data: { companyId: 'c1', reminderDays: [7, 1], escalationDays: [7, 14], disabledKinds: [], changedBy: 'u1', changedAt: now.toISOString(), ...over },
});

describe('notification settings decider', () => {
  it('root and admin change the reminder days (kept largest first); the rest stays at the defaults', () => {
    given(settingsDecider).when(change({ reminderDays: [3, 14] })).then([changed({ reminderDays: [14, 3] })]);
    given(settingsDecider).when(change({ reminderDays: [10] }, 'root')).then([changed({ reminderDays: [10] })]);
  });

  it('managers, employees and auditors may not', () => {
    for (const role of ['manager', 'non-managing', 'auditor'] as const) given(settingsDecider).when(change({ reminderDays: [3] }, role)).thenFails('NotAllowed');
  });

  it('refuses reminder days that are empty, too many, not whole, out of range or twice', () => {
    for (const days of [[], [1, 2, 3, 4, 5, 6], [1.5], [0], [366], [7, 7]]) given(settingsDecider).when(change({ reminderDays: days })).thenFails('InvalidReminderDays');
  });

  it('refuses escalation days that are not two ascending whole days in range', () => {
    for (const days of [[7], [14, 7], [7, 7], [0, 7], [7, 400], [7, 14, 21]]) given(settingsDecider).when(change({ escalationDays: days })).thenFails('InvalidEscalationDays');
    given(settingsDecider).when(change({ escalationDays: [3, 10] })).then([changed({ escalationDays: [3, 10] })]);
  });

  it('switches kinds off and on again, starting from the stored settings', () => {
    given(settingsDecider).when(change({ enabled: { reminder: false, expired: false } })).then([changed({ disabledKinds: ['reminder', 'expired'] })]);
    given(settingsDecider, [changed({ reminderDays: [5], disabledKinds: ['reminder'] })])
      .when(change({ enabled: { reminder: true } }))
      .then([changed({ reminderDays: [5] })]);
  });

  it('appends nothing when nothing changes', () => {
    given(settingsDecider).when(change({ reminderDays: [1, 7], escalationDays: [7, 14], enabled: { assigned: true } })).thenNothing();
    given(settingsDecider, [changed({ reminderDays: [3] })]).when(change({ reminderDays: [3] })).thenNothing();
  });
});
