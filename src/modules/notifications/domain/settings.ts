import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_LIMITS,
  SWITCHABLE_NOTIFICATION_KINDS as KINDS,
  type NotificationSettings,
  type SwitchableNotificationKind,
} from '../../../shared/contracts/notifications';
import { notificationPolicy, type Role } from '../../../shared/policy';
import type { NotificationEvent } from './events';

export type SettingsState = NotificationSettings;

export interface SettingsChange {
  readonly reminderDays?: readonly number[];
  readonly escalationDays?: readonly number[];
  readonly enabled?: Partial<Record<SwitchableNotificationKind, boolean>>;
}

export type SettingsCommand = {
  readonly type: 'ChangeSettings';
  readonly actor: { readonly userId: string; readonly role: Role };
  readonly companyId: string;
  readonly change: SettingsChange;
  readonly now: Date;
};

export type SettingsError = 'NotAllowed' | 'InvalidReminderDays' | 'InvalidEscalationDays';

const isDay = (n: number) => Number.isInteger(n) && n >= 1 && n <= NOTIFICATION_LIMITS.maxDays;

/** Reminder days: 1 to 5 whole days between 1 and 365, no day twice; kept largest first. */
export function validReminderDays(days: readonly number[]): number[] | null {
  const sorted = [...days].sort((a, b) => b - a);
  if (days.length < 1 || days.length > NOTIFICATION_LIMITS.maxReminders || !days.every(isDay)) return null;
  return new Set(sorted).size === sorted.length ? sorted : null;
}

/** Escalation days: two whole days between 1 and 365, the second later than the first. */
export function validEscalationDays(days: readonly number[]): [number, number] | null {
  const [first, second] = days;
  return days.length === 2 && first !== undefined && second !== undefined && isDay(first) && isDay(second) && first < second ? [first, second] : null;
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The company's notification settings (one stream per company; defaults until first changed). */
export const settingsDecider: Decider<SettingsCommand, NotificationEvent, SettingsState, SettingsError> = {
  initialState: DEFAULT_NOTIFICATION_SETTINGS,
  evolve(_state, event) {
    const d = event.data;
    const escalation = validEscalationDays(d.escalationDays) ?? DEFAULT_NOTIFICATION_SETTINGS.escalationDays;
    const enabled = Object.fromEntries(KINDS.map((k) => [k, !d.disabledKinds.includes(k)])) as Record<SwitchableNotificationKind, boolean>;
    return { reminderDays: [...d.reminderDays], escalationDays: escalation, enabled };
  },
  decide(command, state): DecideResult<NotificationEvent, SettingsError> {
    if (!notificationPolicy.manageSettings(command.actor.role)) return reject('NotAllowed');
    const c = command.change;
    const reminderDays = c.reminderDays === undefined ? [...state.reminderDays] : validReminderDays(c.reminderDays);
    if (!reminderDays) return reject('InvalidReminderDays');
    const escalationDays = c.escalationDays === undefined ? state.escalationDays : validEscalationDays(c.escalationDays);
    if (!escalationDays) return reject('InvalidEscalationDays');
    const enabled = { ...state.enabled, ...c.enabled };
    const disabledKinds = KINDS.filter((k) => !enabled[k]);
    const unchanged =
      same(reminderDays, state.reminderDays) && same(escalationDays, state.escalationDays) && same(disabledKinds, KINDS.filter((k) => !state.enabled[k]));
    if (unchanged) return accept();
    return accept({
      type: 'notifications.SettingsChanged',
      data: { companyId: command.companyId, reminderDays, escalationDays: [...escalationDays], disabledKinds, changedBy: command.actor.userId, changedAt: command.now.toISOString() },
    });
  },
};
