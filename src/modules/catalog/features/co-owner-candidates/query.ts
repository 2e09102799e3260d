import type { PersonRef } from '../../../../shared/contracts/catalog';
import { AREA_ROLES, trainingPolicy } from '../../../../shared/policy';
import { ownershipOf, visibleTraining } from '../../shared/access';
import type { Caller, CatalogDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';

/** Users the owner may pick as co-owners: active managing users who are not owner or co-owner yet. */
export async function coOwnerCandidates(deps: CatalogDeps, c: Caller, trainingId: string, search: string): Promise<PersonRef[]> {
  const row = await visibleTraining(deps, c, trainingId);
  if (!trainingPolicy.manageCoOwners(ownershipOf(c, row))) throw toHttpError('OnlyOwnerManagesCoOwners');
  // the roles that may own trainings (the decider's eligibility rule for co-owners)
  const users = await deps.ports.people.searchCompanyUsers(c.companyId, { search, roles: AREA_ROLES.createTraining, excludeIds: [row.ownerId, ...row.coOwners], limit: 20 });
  return users.map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email }));
}
