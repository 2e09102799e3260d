import type { ChangelogGroup } from '../../../../shared/contracts/infolog';
import { messageCounts } from '../../read/messages/queries';
import type { Caller } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';

/** Groups the caller belongs to, owns or co-owns, with their number of messages. */
export async function myChangelogGroups(d: InfologDeps, c: Caller): Promise<ChangelogGroup[]> {
  const groups = await d.ports.groups.groupsOfUser(c.companyId, c.actor.userId, { includeOwned: true });
  const counts = await messageCounts(d.k.db, c.companyId, groups.map((g) => g.id));
  return groups.map((g) => ({ id: g.id, name: g.name, changelogCount: counts.get(g.id) ?? 0 }));
}
