import type { Principal } from '../../../../platform/http';
import type { UsersPage } from '../../../../shared/contracts/identity';
import { USERS_PAGE_SIZE } from '../../../../shared/user-policy';
import type { Role } from '../../domain/events';
import { listCompanyUsers } from '../../read/users-page';
import type { IdentityDeps } from '../../shared/deps';
import { userAdminCaller, withPermissions } from '../../shared/user-admin';

/** GET /api/users: the caller's company, searched, filtered, by role rank then name, 15 a page. */
export async function listUsers({ k }: IdentityDeps, principal: Principal | null, filter: { search: string; role: Role | undefined; page: number }): Promise<UsersPage> {
  const c = userAdminCaller(principal);
  const { rows, totalCount } = await listCompanyUsers(k.db, c.companyId, { ...filter, pageSize: USERS_PAGE_SIZE });
  return {
    users: rows.map((r) => withPermissions(c, r)),
    totalCount,
    totalPages: Math.ceil(totalCount / USERS_PAGE_SIZE),
    page: filter.page,
    pageSize: USERS_PAGE_SIZE,
  };
}
