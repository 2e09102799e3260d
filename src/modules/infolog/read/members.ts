import type { Migration, Queryable } from '../../../platform/db';
import type { Projection } from '../../../platform/projections';
import { groupIdOf, organizationEvents } from '../../organization';

/**
 * The module's own copy of group memberships, kept from organization's published events, so that
 * a changelog page counts readers among current members, members per group and the caller's own
 * membership in one indexed query instead of fetching every member id of its groups (issue 11).
 */
export const membersMigration: Migration = {
  id: '0703_infolog_members',
  sql: `
CREATE TABLE inf_members (
  group_id   text NOT NULL,
  user_id    text NOT NULL,
  company_id text NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX inf_members_company ON inf_members (company_id);
`,
};

export const membersProjection: Projection = {
  name: 'infolog.members',
  version: 1,
  eventTypes: ['organization.MemberAdded', 'organization.MemberRemoved'],
  // a changelog read right after a membership change counts the new member (as organization's list does)
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('TRUNCATE inf_members');
  },
  async apply(events, tx) {
    for (const r of events) {
      const e = organizationEvents.decode(r);
      if (e.type === 'organization.MemberAdded') {
        await tx.query('INSERT INTO inf_members (group_id, user_id, company_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [groupIdOf(r.streamId, e.data), e.data.userId, r.tenantId]);
      } else if (e.type === 'organization.MemberRemoved') {
        await tx.query('DELETE FROM inf_members WHERE group_id = $1 AND user_id = $2', [groupIdOf(r.streamId, e.data), e.data.userId]);
      }
    }
  },
};

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
