import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import type { DueNotification } from '../../domain/due';
import type { SignInLockFeed } from '../../shared/ports';
import { eventNotificationReactor } from '../notifications/event-reactor';

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

/** The reactor of repeated locks: their bell entries and mails, like questions. */
export function signInLocksReactor(feed: SignInLockFeed): Projection {
  return eventNotificationReactor('notifications.sign-in-locks', feed.eventTypes, (r) => signInLockNotifications(feed, r));
}
