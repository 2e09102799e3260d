import { tableProjection, type Projection } from '../../../../platform/projections';
import { notificationEvents } from '../../domain/events';

/** The companies' settings (`ntf_settings`), from their SettingsChanged events. */
export const settingsProjection: Projection = tableProjection({
  name: 'notifications.settings',
  version: 1,
  eventTypes: ['notifications.SettingsChanged'],
  tables: ['ntf_settings'],
  codec: notificationEvents,
  async applyEvent(tx, e) {
    const d = e.data;
    await tx.query(
      `INSERT INTO ntf_settings (company_id, reminder_days, escalation_days, disabled_kinds, changed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET reminder_days = EXCLUDED.reminder_days, escalation_days = EXCLUDED.escalation_days,
         disabled_kinds = EXCLUDED.disabled_kinds, changed_at = EXCLUDED.changed_at`,
      [d.companyId, [...d.reminderDays], [...d.escalationDays], [...d.disabledKinds], d.changedAt],
    );
  },
});
