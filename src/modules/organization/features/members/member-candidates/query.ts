import type { PersonRef } from '../../../../../shared/contracts/organization';
import { groupMembers } from '../../../read/groups';
import { AREA_ROLES } from '../../../../../shared/policy';
import { editableGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { personRef } from '../../../shared/group-views';

/** Active people of the company who are not members yet and learn (not the auditor); edit level on the group. */
export async function memberCandidates(deps: OrganizationDeps, c: Caller, id: string, search: string): Promise<PersonRef[]> {
  const g = await editableGroup(deps, c, id);
  const members = (await groupMembers(deps.k.db, g.id)).map((m) => m.userId);
  return (await deps.identity.searchPeople(c.companyId, { search, roles: AREA_ROLES.myLearning, excludeIds: members, limit: 20 })).map(personRef);
}
