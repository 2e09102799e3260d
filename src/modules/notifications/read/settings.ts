import type { Queryable } from '../../../platform/db';
import type { Projection } from '../../../platform/projections';
import { DEFAULT_NOTIFICATION_SETTINGS, SWITCHABLE_NOTIFICATION_KINDS, type NotificationSettings, type SwitchableNotificationKind } from '../../../shared/contracts/notifications';
import { notificationEvents } from '../domain/events';

/** The companies' settings (`ntf_settings`), from their SettingsChanged events. */
export const settingsProjection: Projection = {
  name: 'notifications.settings',
  version: 1,
  eventTypes: ['notifications.SettingsChanged'],
  async apply(events, tx) {
    for (const r of events) {
      const e = notificationEvents.decode(r);
      const d = e.data;
      await tx.query(
        `INSERT INTO ntf_settings (company_id, reminder_days, escalation_days, disabled_kinds, changed_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (company_id) DO UPDATE SET reminder_days = EXCLUDED.reminder_days, escalation_days = EXCLUDED.escalation_days,
           disabled_kinds = EXCLUDED.disabled_kinds, changed_at = EXCLUDED.changed_at`,
        [d.companyId, [...d.reminderDays], [...d.escalationDays], [...d.disabledKinds], d.changedAt],
      );
    }
  },
  async reset(tx) {
    await tx.query('DELETE FROM ntf_settings');
  },
};

type Row = { company_id: string; reminder_days: number[]; escalation_days: number[]; disabled_kinds: string[] };

const toSettings = (r: Row): NotificationSettings => ({
  reminderDays: r.reminder_days.map(Number),
  escalationDays: [Number(r.escalation_days[0]), Number(r.escalation_days[1])],
  enabled: Object.fromEntries(SWITCHABLE_NOTIFICATION_KINDS.map((k) => [k, !r.disabled_kinds.includes(k)])) as Record<SwitchableNotificationKind, boolean>,
});

export interface CompanySettings {
  /** A company's settings (the defaults until it changed them). */
  of(companyId: string): NotificationSettings;
  /** The days before a deadline any of them reminds (each once). */
  readonly reminderDays: readonly number[];
  /** The days after a deadline any of them escalates (each once). */
  readonly escalationDays: readonly number[];
}

/** The settings of one company, or of every company that changed them (`companyId` null). */
export async function storedSettings(q: Queryable, companyId: string | null): Promise<CompanySettings> {
  const { rows } = await q.query<Row>('SELECT company_id, reminder_days, escalation_days, disabled_kinds FROM ntf_settings WHERE $1::text IS NULL OR company_id = $1', [companyId]);
  const map = new Map(rows.map((r) => [r.company_id, toSettings(r)]));
  const all = [DEFAULT_NOTIFICATION_SETTINGS, ...map.values()];
  return {
    of: (id) => map.get(id) ?? DEFAULT_NOTIFICATION_SETTINGS,
    reminderDays: [...new Set(all.flatMap((s) => s.reminderDays))],
    escalationDays: [...new Set(all.flatMap((s) => s.escalationDays))],
  };
}
