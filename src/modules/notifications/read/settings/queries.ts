import type { Queryable } from '../../../../platform/db';
import { DEFAULT_NOTIFICATION_SETTINGS, SWITCHABLE_NOTIFICATION_KINDS, type NotificationSettings, type SwitchableNotificationKind } from '../../../../shared/contracts/notifications';

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
