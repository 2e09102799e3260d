import { markNotificationsRead, notificationPage } from '../../read/notifications/queries';
import type { Caller } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';

/** Marks the caller's own notifications read (some, or all); others' ids change nothing. Answers how many changed and how many stay unread. */
export async function markRead(d: NotificationDeps, c: Caller, ids: readonly string[] | null): Promise<{ marked: number; unread: number }> {
  const marked = await markNotificationsRead(d.k.db, { companyId: c.companyId, userId: c.actor.userId, ids, at: d.k.clock.now() });
  const { unread } = await notificationPage(d.k.db, { companyId: c.companyId, userId: c.actor.userId, unread: true, offset: 0, limit: 1 });
  return { marked, unread };
}
