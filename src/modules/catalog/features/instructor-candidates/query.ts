import type { PersonRef } from '../../../../shared/contracts/catalog';
import { AREA_ROLES, trainingPolicy } from '../../../../shared/policy';
import { ownershipOf, visibleTraining } from '../../shared/access';
import type { Caller, CatalogDeps } from '../../shared/deps';
import { toHttpError } from '../../shared/errors';

/** Users who may be named the training's instructor: active managing users of the company, the current instructor left out (20 at most). */
export async function instructorCandidates(deps: CatalogDeps, c: Caller, trainingId: string, search: string): Promise<PersonRef[]> {
  const row = await visibleTraining(deps, c, trainingId);
  if (!trainingPolicy.edit(ownershipOf(c, row))) throw toHttpError('NotAllowedToEditTraining');
  // the roles the decider's eligibility rule names (trainingPolicy.instructorEligible)
  const users = await deps.ports.people.searchCompanyUsers(c.companyId, { search, roles: AREA_ROLES.createTraining, excludeIds: [row.instructorId], limit: 20 });
  return users.map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email }));
}
