import type { Queryable } from '../../../../platform/db';

/** Per message of a page: readers among the group's current members; per group: its members and whether `userId` is one. */
export async function pageFigures(
  q: Queryable,
  messages: readonly { id: string; groupId: string }[],
  userId: string,
): Promise<{ reads: Map<string, number>; members: Map<string, { total: number; isMember: boolean }> }> {
  const reads = new Map<string, number>();
  const members = new Map<string, { total: number; isMember: boolean }>();
  if (messages.length === 0) return { reads, members };
  const { rows } = await q.query<{ kind: 'r' | 'g'; id: string; n: string; mine: boolean }>(
    `SELECT 'r' AS kind, r.message_id AS id, count(*)::text AS n, false AS mine
       FROM inf_reads r JOIN inf_members m ON m.group_id = r.group_id AND m.user_id = r.user_id
      WHERE r.message_id = ANY($1::text[]) GROUP BY r.message_id
     UNION ALL
     SELECT 'g', m.group_id, count(*)::text, bool_or(m.user_id = $3)
       FROM inf_members m WHERE m.group_id = ANY($2::text[]) GROUP BY m.group_id`,
    [messages.map((m) => m.id), [...new Set(messages.map((m) => m.groupId))], userId],
  );
  for (const r of rows) {
    if (r.kind === 'r') reads.set(r.id, Number(r.n));
    else members.set(r.id, { total: Number(r.n), isMember: r.mine });
  }
  return { reads, members };
}
