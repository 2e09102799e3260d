import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const days = (max: number) =>
  Schema.Array(Schema.Number).pipe(Schema.maxItems(max, { message: msg({ de: `Höchstens ${max} Angaben erlaubt.`, en: `At most ${max} values allowed.` }) }));

/** Body of PATCH /api/notifications/settings: what changes (days are checked by the decider). */
export const SettingsBody = Schema.Struct({
  reminderDays: Schema.optional(days(10)),
  escalationDays: Schema.optional(days(10)),
  enabled: Schema.optional(
    Schema.Struct({
      assigned: Schema.optional(Schema.Boolean),
      reminder: Schema.optional(Schema.Boolean),
      overdue: Schema.optional(Schema.Boolean),
      window: Schema.optional(Schema.Boolean),
      expired: Schema.optional(Schema.Boolean),
      escalation: Schema.optional(Schema.Boolean),
    }),
  ),
});
export type SettingsBody = typeof SettingsBody.Type;
