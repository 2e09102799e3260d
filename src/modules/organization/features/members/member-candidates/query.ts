import type { PersonRef } from '../../../../../shared/contracts/organization';
import { AREA_ROLES } from '../../../../../shared/policy';
import { nonMembers } from '../../../read/people/queries';
import { editableGroup } from '../../../shared/access';
import type { Caller, OrganizationDeps } from '../../../shared/deps';

/** Active people of the company who are not members yet and learn (not the auditor); edit level on the group. */
export async function memberCandidates(deps: OrganizationDeps, c: Caller, id: string, search: string): Promise<PersonRef[]> {
  const g = await editableGroup(deps, c, id);
  const people = await nonMembers(deps.k.db, { companyId: c.companyId, groupId: g.id, roles: AREA_ROLES.myLearning, search, limit: 20 });
  return people.map((p) => ({ id: p.userId, firstName: p.firstName, lastName: p.lastName, email: p.email }));
}
