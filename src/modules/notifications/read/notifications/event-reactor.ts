import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import type { DueNotification } from '../../domain/due';
import { recordNotifications } from './record';

/**
 * A reactor that records the notifications some events ask for, each when its event happened, and
 * queues their mails (questions and answers, repeated locks of an account). A replay adds nothing
 * (the key of each notification) and tells nobody new (the recipients are in the events). Nothing
 * to reset: notifications are a record of what was sent.
 */
export function eventNotificationReactor(name: string, eventTypes: readonly string[], notificationsOf: (r: RecordedEvent) => DueNotification[]): Projection {
  return {
    name,
    version: 1,
    eventTypes,
    async apply(events, tx) {
      await recordNotifications(tx, events.flatMap(notificationsOf), (n) => n.dueAt);
    },
    async reset() {
      // the notifications are the record of what was sent; nothing to empty
    },
  };
}
