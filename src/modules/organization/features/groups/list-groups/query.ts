import { GROUP_PAGE_SIZE } from '../../../../../shared/policy';
import type { GroupPage, Ownership } from '../../../../../shared/contracts/organization';
import { listGroups } from '../../../read/groups';
import { requireScreen } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { groupViews } from '../../../shared/group-views';

/** One page of the company's groups, filtered by search and the caller's ownership. */
export async function listGroupsPage(deps: OrganizationDeps, c: Caller, q: { search: string; ownership: Ownership; page: number }): Promise<GroupPage> {
  requireScreen(c, 'groups');
  const { rows, total } = await listGroups(deps.k.db, { ...q, companyId: c.companyId, userId: c.actor.userId, pageSize: GROUP_PAGE_SIZE });
  return { groups: await groupViews(deps, c, rows), totalCount: total, totalPages: Math.max(1, Math.ceil(total / GROUP_PAGE_SIZE)), page: q.page, pageSize: GROUP_PAGE_SIZE };
}
