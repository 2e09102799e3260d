import type { Queryable } from '../../../../platform/db';
import type { NotificationKind } from '../../../../shared/contracts/notifications';
import type { DueNotification } from '../../domain/due';
import { notificationTables } from './ddl';

/** A recorded notification: what was due, and its id, when it was recorded, read, and which mail carries it. */
export interface StoredNotification extends DueNotification {
  readonly id: string;
  readonly createdAt: Date;
  readonly readAt: Date | null;
  readonly mailKey: string | null;
}

type Row = {
  id: string;
  company_id: string;
  user_id: string;
  training_id: string;
  kind: NotificationKind;
  cycle: string;
  due_at: Date | string;
  about: Date | string | null;
  days: number | null;
  created_at: Date | string;
  read_at: Date | string | null;
  mail_key: string | null;
  subject_user_id: string | null;
};
const COLUMNS = 'id, company_id, user_id, training_id, kind, cycle, due_at, about, days, created_at, read_at, mail_key, subject_user_id';
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const toStored = (r: Row): StoredNotification => ({
  id: r.id,
  companyId: r.company_id,
  userId: r.user_id,
  trainingId: r.training_id,
  kind: r.kind,
  cycle: r.cycle,
  dueAt: new Date(r.due_at),
  date: date(r.about),
  days: r.days === null ? null : Number(r.days),
  createdAt: new Date(r.created_at),
  readAt: date(r.read_at),
  mailKey: r.mail_key,
  subjectUserId: r.subject_user_id,
});

/** One page of a person's notifications, newest first, with the total and the unread count. */
export async function notificationPage(q: Queryable, o: { companyId: string; userId: string; unread: boolean; offset: number; limit: number }) {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM ntf_notifications WHERE user_id = $1 AND company_id = $2 AND (NOT $3 OR read_at IS NULL)
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [o.userId, o.companyId, o.unread, o.limit, o.offset],
  );
  const { rows: counts } = await q.query<{ total: string; unread: string }>(
    `SELECT count(*) FILTER (WHERE NOT $3 OR read_at IS NULL)::text AS total, count(*) FILTER (WHERE read_at IS NULL)::text AS unread
       FROM ntf_notifications WHERE user_id = $1 AND company_id = $2`,
    [o.userId, o.companyId, o.unread],
  );
  return { rows: rows.map(toStored), total: Number(counts[0]?.total ?? 0), unread: Number(counts[0]?.unread ?? 0) };
}

/** Marks some (or, without ids, all) of a person's notifications read; returns how many changed. */
export async function markNotificationsRead(q: Queryable, o: { companyId: string; userId: string; ids: readonly string[] | null; at: Date }): Promise<number> {
  const { rows } = await q.query(
    `UPDATE ntf_notifications SET read_at = $4 WHERE user_id = $1 AND company_id = $2 AND read_at IS NULL AND ($3::text[] IS NULL OR id = ANY($3::text[])) RETURNING id`,
    [o.userId, o.companyId, o.ids, o.at],
  );
  return rows.length;
}

/** The notifications carried by some mails (recipient, mail key). */
export async function notificationsOfMails(q: Queryable, mails: readonly { userId: string; mailKey: string }[]): Promise<StoredNotification[]> {
  if (mails.length === 0) return [];
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM ntf_notifications WHERE (user_id, mail_key) IN (SELECT * FROM unnest($1::text[], $2::text[])) ORDER BY due_at, kind, training_id`,
    [mails.map((m) => m.userId), mails.map((m) => m.mailKey)],
  );
  return rows.map(toStored);
}

/** Which of some keys (user, training, kind, cycle) are recorded already. */
export async function recordedKeys(q: Queryable, keys: readonly { userId: string; trainingId: string; kind: string; cycle: string }[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await q.query<{ k: string }>(
    `SELECT user_id || '|' || training_id || '|' || kind || '|' || cycle AS k FROM ntf_notifications
      WHERE (user_id, training_id, kind, cycle) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]))`,
    [keys.map((k) => k.userId), keys.map((k) => k.trainingId), keys.map((k) => k.kind), keys.map((k) => k.cycle)],
  );
  return new Set(rows.map((r) => r.k));
}

/** Removes a company's notifications, mails and settings (operator's company deletion). */
export async function purgeNotificationsTenant(tx: Queryable, companyId: string): Promise<void> {
  for (const t of notificationTables) await tx.query(`DELETE FROM ${t} WHERE company_id = $1`, [companyId]);
}

/** Every notification to one person, newest first (by the person's index: the data export, issue 35). */
export async function notificationsOf(q: Queryable, userId: string): Promise<{ kind: string; trainingId: string; createdAt: string; readAt: string | null }[]> {
  const { rows } = await q.query<{ kind: string; training_id: string; created_at: Date | string; read_at: Date | string | null }>(
    'SELECT kind, training_id, created_at, read_at FROM ntf_notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map((r) => ({ kind: r.kind, trainingId: r.training_id, createdAt: new Date(r.created_at).toISOString(), readAt: r.read_at === null ? null : new Date(r.read_at).toISOString() }));
}
