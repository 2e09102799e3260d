import type { NotificationPage } from '../../../../shared/contracts/notifications';
import { notificationPage } from '../../read/notifications/queries';
import type { Caller } from '../../shared/caller';
import type { NotificationDeps } from '../../shared/ports';

/** The caller's own notifications, newest first, paged on the server (the bell). */
export async function listNotifications(d: NotificationDeps, c: Caller, q: { page: number; limit: number; unread: boolean }): Promise<NotificationPage> {
  const { rows, total, unread } = await notificationPage(d.k.db, { companyId: c.companyId, userId: c.actor.userId, unread: q.unread, offset: (q.page - 1) * q.limit, limit: q.limit });
  const titles = await d.ports.trainings.titles(c.companyId, [...new Set(rows.map((n) => n.trainingId))], c.lang);
  const people = await d.ports.people.summaries([...new Set(rows.flatMap((n) => (n.subjectUserId ? [n.subjectUserId] : [])))]);
  const name = (id: string | null) => {
    const p = id ? people.get(id) : undefined;
    return p ? `${p.firstName} ${p.lastName}` : null;
  };
  return {
    items: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      trainingId: n.trainingId,
      trainingTitle: titles.get(n.trainingId) ?? '',
      date: n.date?.toISOString() ?? null,
      days: n.days,
      personName: name(n.subjectUserId ?? null),
      createdAt: n.createdAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
    })),
    total,
    unread,
    page: q.page,
    limit: q.limit,
  };
}
