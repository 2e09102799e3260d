import { JsonBody, type Principal } from '../../../../platform/http';
import type { UsersPage } from '../../../../shared/contracts/identity';
import { USERS_PAGE_SIZE } from '../../../../shared/rules';
import type { Role } from '../../domain/events';
import { listCompanyUsers } from '../../read/users/users-page';
import type { IdentityDeps } from '../../shared/deps';
import { seesLearningDetails, usersPageCaller, withPermissions } from '../../shared/user-admin';

/**
 * GET /api/users: the caller's company, searched, filtered, by role rank then name, 15 a page.
 * The page as the caller sees it (with their permissions on each user) is kept, serialized, until
 * the users read model changes.
 */
export async function listUsers(d: IdentityDeps, principal: Principal | null, filter: { search: string; role: Role | undefined; page: number }): Promise<JsonBody> {
  const { k, caches } = d;
  const c = usersPageCaller(principal);
  const details = await seesLearningDetails(d, c);
  const f = { ...filter, pageSize: USERS_PAGE_SIZE };
  const key = JSON.stringify([c.companyId, c.actor.userId, c.actor.role, details, f.search, f.role ?? null, f.page, f.pageSize]);
  return caches.usersPages.get(key, async () => {
    const { rows, totalCount } = await listCompanyUsers(k.db, c.companyId, f);
    const page: UsersPage = {
      users: rows.map((r) => withPermissions(c, r, details)),
      totalCount,
      totalPages: Math.ceil(totalCount / USERS_PAGE_SIZE),
      page: filter.page,
      pageSize: USERS_PAGE_SIZE,
    };
    return JsonBody.of(page);
  });
}
