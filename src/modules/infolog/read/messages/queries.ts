import { escapeLike, type Queryable } from '../../../../platform/db';
import { asCompanyId, asGroupId, type CompanyId, type GroupId } from '../../../../shared/contracts/ids';

export interface MessageRow {
  id: string;
  companyId: CompanyId;
  groupId: GroupId;
  title: string;
  message: string;
  videoPath: string | null;
  posterPath: string | null;
  videoDuration: number | null;
  createdBy: string;
  createdAt: string;
  /** When the caller of the query read it (null: unread). */
  readAt: string | null;
}

interface RawMessage {
  id: string;
  company_id: string;
  group_id: string;
  title: string;
  message: string;
  video_path: string | null;
  poster_path: string | null;
  video_duration: number | string | null;
  created_by: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const COLUMNS = `m.id, m.company_id, m.group_id, m.title, m.message, m.video_path, m.poster_path, m.video_duration, m.created_by, m.created_at, r.read_at`;

const toRow = (r: RawMessage): MessageRow => ({
  id: r.id,
  companyId: asCompanyId(r.company_id),
  groupId: asGroupId(r.group_id),
  title: r.title,
  message: r.message,
  videoPath: r.video_path,
  posterPath: r.poster_path,
  videoDuration: r.video_duration === null ? null : Number(r.video_duration),
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
  readAt: r.read_at === null ? null : new Date(r.read_at).toISOString(),
});

export interface MessageFilter {
  companyId: string;
  /** The caller: readAt is theirs, `unread` filters on them. */
  userId: string;
  /** Groups whose messages may appear (already scoped to the company and the caller). */
  groupIds: readonly string[];
  search: string;
  unread: boolean;
  limit: number;
  offset: number;
}

/** Newest first, one page, with the total of the filter. Never loads more than one page of rows. */
export async function listMessages(q: Queryable, f: MessageFilter): Promise<{ rows: MessageRow[]; total: number }> {
  if (f.groupIds.length === 0) return { rows: [], total: 0 };
  const groupIds = [...new Set(f.groupIds)];
  const filters: string[] = [];
  const params: unknown[] = [f.companyId, f.userId, groupIds];
  if (f.unread) filters.push('r.message_id IS NULL');
  const s = f.search.trim().toLowerCase();
  if (s) {
    params.push(`%${escapeLike(s)}%`);
    filters.push(`(lower(m.title) LIKE $${params.length} OR lower(m.message) LIKE $${params.length})`);
  }
  const and = filters.map((x) => ` AND ${x}`).join('');
  const from = `FROM inf_messages m LEFT JOIN inf_reads r ON r.message_id = m.id AND r.user_id = $2 WHERE m.company_id = $1 AND m.group_id = ANY($3::text[])${and}`;
  const lim = `$${params.length + 1}`;
  const off = `$${params.length + 2}`;
  // newest first over several groups without sorting all their messages: the top (offset + limit)
  // of each group read in order from its (group_id, created_at DESC, id DESC) index, then merged.
  // The lateral filters on the group only, so no statistics (PGlite never auto-analyzes) can tempt
  // the planner into a bitmap scan plus sort; the company check runs on the merged rows (group ids
  // are company-scoped already).
  const page = `SELECT x.* FROM unnest($3::text[]) AS g(id) CROSS JOIN LATERAL (
      SELECT ${COLUMNS} FROM inf_messages m LEFT JOIN inf_reads r ON r.message_id = m.id AND r.user_id = $2
       WHERE m.group_id = g.id${and}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ${lim}::int + ${off}::int) x
    WHERE x.company_id = $1
    ORDER BY x.created_at DESC, x.id DESC LIMIT ${lim}::int OFFSET ${off}::int`;
  const total = s
    ? `SELECT count(*) AS n ${from}`
    : `SELECT (SELECT COALESCE(sum(message_count), 0) FROM inf_group_counts WHERE company_id = $1 AND group_id = ANY($3::text[]))
            - (CASE WHEN ${f.unread ? 'true' : 'false'} THEN (SELECT COALESCE(sum(read_count), 0) FROM inf_user_group_reads
                                               WHERE user_id = $2 AND company_id = $1 AND group_id = ANY($3::text[])) ELSE 0 END) AS n`;
  // one round trip: the total's row carries the page (or no page row at all beyond the last page)
  const { rows } = await q.query<Partial<RawMessage> & { total: string }>(
    `WITH page AS (${page}), total AS (${total})
     SELECT total.n::text AS total, page.* FROM total LEFT JOIN page ON true ORDER BY page.created_at DESC NULLS LAST, page.id DESC`,
    [...params, f.limit, f.offset],
  );
  const found = rows.filter((r): r is RawMessage & { total: string } => typeof r.id === 'string');
  return { rows: found.map(toRow), total: Math.max(0, Number(rows[0]?.total ?? 0)) };
}

/** One message of a company with the caller's read time. */
export async function getMessage(q: Queryable, companyId: string, id: string, userId: string): Promise<MessageRow | undefined> {
  const { rows } = await q.query<RawMessage>(
    `SELECT ${COLUMNS} FROM inf_messages m LEFT JOIN inf_reads r ON r.message_id = m.id AND r.user_id = $3 WHERE m.id = $1 AND m.company_id = $2`,
    [id, companyId, userId],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** Groups of the company with a message that shows the stored video at `path` (unsigned). */
export async function groupIdsShowingVideo(q: Queryable, companyId: string, path: string): Promise<GroupId[]> {
  const { rows } = await q.query<{ group_id: string }>('SELECT DISTINCT group_id FROM inf_messages WHERE company_id = $1 AND video_path = $2', [companyId, path]);
  return rows.map((r) => asGroupId(r.group_id));
}

/** What the mail dispatcher needs of a message (the reactor's own table). */
export interface MailMessageRow {
  id: string;
  companyId: CompanyId;
  groupId: GroupId;
  title: string;
  message: string;
  hasVideo: boolean;
  postedBy: string;
}

export async function mailMessagesByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, MailMessageRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ message_id: string; company_id: string; group_id: string; title: string; message: string; has_video: boolean; posted_by: string }>(
    'SELECT message_id, company_id, group_id, title, message, has_video, posted_by FROM inf_mail_messages WHERE message_id = ANY($1::text[])',
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((r) => [r.message_id, { id: r.message_id, companyId: asCompanyId(r.company_id), groupId: asGroupId(r.group_id), title: r.title, message: r.message, hasVideo: r.has_video, postedBy: r.posted_by }]),
  );
}

/** Number of messages per group. */
export async function messageCounts(q: Queryable, companyId: string, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const { rows } = await q.query<{ group_id: string; message_count: number }>(
    'SELECT group_id, message_count FROM inf_group_counts WHERE company_id = $1 AND group_id = ANY($2::text[])',
    [companyId, [...new Set(groupIds)]],
  );
  return new Map(rows.map((r) => [r.group_id, Number(r.message_count)]));
}

/** Who read a message and when (every reader; the caller intersects with current members). */
export async function readersOf(q: Queryable, messageId: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ user_id: string; read_at: Date | string }>('SELECT user_id, read_at FROM inf_reads WHERE message_id = $1', [messageId]);
  return new Map(rows.map((r) => [r.user_id, new Date(r.read_at).toISOString()]));
}

/** How many mails the outbox holds for a message (its recipients with an e-mail address). */
export async function queuedMailCount(q: Queryable, messageId: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM inf_mail_outbox WHERE message_id = $1', [messageId]);
  return Number(rows[0]?.n ?? 0);
}

/** Removes every infolog row of a company (master delete). */
export async function purgeInfologTenant(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM inf_reads WHERE message_id IN (SELECT id FROM inf_messages WHERE company_id = $1)', [companyId]);
  await tx.query('DELETE FROM inf_user_group_reads WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_group_counts WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_mail_outbox WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_mail_messages WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_messages WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_members WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_mailless_users WHERE company_id = $1', [companyId]);
  await tx.query('DELETE FROM inf_deleted_users WHERE company_id = $1', [companyId]);
}
