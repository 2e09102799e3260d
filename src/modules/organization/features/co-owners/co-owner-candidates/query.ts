import { AREA_ROLES, groupPolicy } from '../../../../../shared/policy';
import type { PersonRef } from '../../../../../shared/contracts/organization';
import { findGroup, groupFacts } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { toHttpError } from '../../../shared/errors';
import { personRef } from '../../../shared/group-views';

/** People who could become co-owners: active users with access to the groups screen, not owner or co-owner yet. */
export async function coOwnerCandidates(deps: OrganizationDeps, c: Caller, id: string, search: string): Promise<PersonRef[]> {
  const g = await findGroup(deps, c, id);
  if (!groupPolicy.manageCoOwners(groupFacts(c, g))) throw toHttpError('NotAllowedToManageGroupCoOwners');
  const people = await deps.identity.searchCompanyUsers(c.companyId, { search, roles: AREA_ROLES.manageGroups, excludeIds: [g.ownerId, ...g.coOwners], limit: 20 });
  return people.map(personRef);
}
