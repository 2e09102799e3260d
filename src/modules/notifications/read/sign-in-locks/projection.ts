import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import type { DueNotification } from '../../domain/due';
import type { SignInLockFeed } from '../../shared/ports';
import { recordNotifications } from '../notifications/record';

/**
 * The notifications one repeated lock of an account asks for (issue 33, item 6): one to each admin
 * and root the event names (never the locked person themself), about no training, keyed by the
 * instant of the lock. Not switched by the company settings: guessing at an account must reach
 * the people who can act on it.
 */
export function signInLockNotifications(feed: SignInLockFeed, r: RecordedEvent): DueNotification[] {
  const n = feed.notice(r);
  if (!n) return [];
  return [...new Set(n.noticeTo)]
    .filter((id) => id !== n.userId)
    .map((userId) => ({ companyId: n.companyId, userId, trainingId: '', kind: 'account_locked', cycle: n.at.toISOString(), dueAt: n.at, date: n.at, days: null, subjectUserId: n.userId }));
}

/** The reactor of repeated locks: records the bell entries and queues the mails (like questions: a replay adds nothing, nothing to reset). */
export function signInLocksReactor(feed: SignInLockFeed): Projection {
  return {
    name: 'notifications.sign-in-locks',
    version: 1,
    eventTypes: feed.eventTypes,
    async apply(events, tx) {
      await recordNotifications(tx, events.flatMap((r) => signInLockNotifications(feed, r)), (n) => n.dueAt);
    },
    async reset() {
      // the notifications are the record of what was sent; nothing to empty
    },
  };
}
