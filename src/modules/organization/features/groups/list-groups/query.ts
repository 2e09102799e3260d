import { groupPolicy } from '../../../../../shared/policy';
import { GROUP_PAGE_SIZE } from '../../../../../shared/rules';
import type { GroupPage, Ownership } from '../../../../../shared/contracts/organization';
import { listGroups } from '../../../read/groups/queries';
import { requireScreen } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupViews } from '../../../shared/group-views';

/**
 * One page of the company's groups, filtered by search and the caller's ownership; `editable`: only
 * those the caller may edit (add members to): all for root and admin, owned or co-owned for others,
 * none for roles that write nothing (the invite dialog offers these, issue 13 item 3).
 */
export async function listGroupsPage(deps: OrganizationDeps, c: Caller, q: { search: string; ownership: Ownership; page: number; editable?: boolean }): Promise<GroupPage> {
  requireScreen(c, 'groups');
  const probe = { role: c.actor.role, userId: c.actor.userId, ownerId: c.actor.userId, coOwnerIds: [] };
  if (q.editable && !groupPolicy.edit(probe)) return { groups: [], totalCount: 0, totalPages: 1, page: q.page, pageSize: GROUP_PAGE_SIZE };
  const editsAll = groupPolicy.edit({ ...probe, ownerId: '' });
  const ownership = q.editable && !editsAll ? 'mine' : q.ownership;
  const { rows, total } = await listGroups(deps.k.db, { ...q, ownership, companyId: c.companyId, userId: c.actor.userId, pageSize: GROUP_PAGE_SIZE });
  return { groups: await groupViews(deps, c, rows), totalCount: total, totalPages: Math.max(1, Math.ceil(total / GROUP_PAGE_SIZE)), page: q.page, pageSize: GROUP_PAGE_SIZE };
}
