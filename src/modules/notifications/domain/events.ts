import { Schema } from 'effect';
import { defineEvents, streamName, type EventsOf } from '../../../platform/eventstore';

const Days = Schema.Array(Schema.Number);

const definitions = {
  /** Root or an admin changed the company's notification settings (the whole settings, as they now are). */
  'notifications.SettingsChanged': {
    version: 1,
    schema: Schema.Struct({
      companyId: Schema.String,
      reminderDays: Days,
      escalationDays: Days,
      /** The kinds switched off (every other kind is on). */
      disabledKinds: Schema.Array(Schema.String),
      changedBy: Schema.String,
      changedAt: Schema.String,
    }),
  },
} as const;

export const notificationEvents = defineEvents(definitions);
export type NotificationEvent = EventsOf<typeof definitions>;

/** One settings stream per company. */
export const streams = { settings: streamName('notifications-settings') };
export const streamTypes = { settings: 'notifications.Settings' } as const;
