import type { Queryable } from '../../../../platform/db';

/** The unit news a person read, and when, oldest first (by the person's index: the data export, issue 35). */
export async function readReceiptsOf(q: Queryable, userId: string): Promise<{ messageId: string; unitId: string; readAt: string }[]> {
  const { rows } = await q.query<{ message_id: string; group_id: string; read_at: Date | string }>(
    'SELECT message_id, group_id, read_at FROM inf_reads WHERE user_id = $1 ORDER BY read_at, message_id',
    [userId],
  );
  return rows.map((r) => ({ messageId: r.message_id, unitId: r.group_id, readAt: new Date(r.read_at).toISOString() }));
}

/** How many read receipts the given people have (the data protection preview, issue 35). */
export async function readReceiptCount(q: Queryable, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM inf_reads WHERE user_id = ANY($1::text[])', [[...userIds]]);
  return Number(rows[0]?.n ?? 0);
}
