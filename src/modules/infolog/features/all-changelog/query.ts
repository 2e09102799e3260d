import type { ChangelogPage } from '../../../../shared/contracts/infolog';
import { listMessages } from '../../read/messages/queries';
import type { Caller } from '../../shared/caller';
import { entriesOf, pageOf } from '../../shared/entries';
import type { InfologDeps } from '../../shared/ports';

export interface AllChangelogQuery {
  readonly page: number;
  readonly limit: number;
  readonly search: string;
  readonly groupId: string | undefined;
  readonly unread: boolean;
}

/**
 * The dashboard list and the bell. `unread` covers only groups the caller is a member of (owners
 * who are not members cannot mark read).
 */
export async function allChangelog(d: InfologDeps, c: Caller, q: AllChangelogQuery): Promise<ChangelogPage> {
  let groups = await d.ports.groups.groupsOfUser(c.companyId, c.actor.userId, { includeOwned: !q.unread });
  if (q.groupId !== undefined) groups = groups.filter((g) => g.id === q.groupId);
  const { rows, total } = await listMessages(d.k.db, {
    companyId: c.companyId,
    userId: c.actor.userId,
    groupIds: groups.map((g) => g.id),
    search: q.search,
    unread: q.unread,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const entries = await entriesOf(d, c, rows, new Map(groups.map((g) => [g.id, g.name])));
  return pageOf(entries, total, q.page, q.limit);
}
