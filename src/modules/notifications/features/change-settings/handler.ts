import { callerActor } from '../../../../platform/kernel';
import type { NotificationSettings } from '../../../../shared/contracts/notifications';
import { notificationEvents, streams, streamTypes } from '../../domain/events';
import { settingsDecider, type SettingsChange } from '../../domain/settings';
import type { Caller } from '../../shared/caller';
import { toHttpError } from '../../shared/errors';
import type { NotificationDeps } from '../../shared/ports';

/** Changes the company's notification settings (root, admin; checked by the decider); answers the settings as they now are. */
export async function changeSettings(d: NotificationDeps, c: Caller, change: SettingsChange): Promise<NotificationSettings> {
  const { state } = await d.k.commands.run({
    decider: settingsDecider,
    codec: notificationEvents,
    streamId: streams.settings(c.companyId),
    streamType: streamTypes.settings,
    actor: callerActor(c),
    command: { type: 'ChangeSettings', actor: c.actor, companyId: c.companyId, change, now: d.k.clock.now() },
    waitFor: ['notifications.settings'],
    fail: toHttpError,
  });
  return state;
}
