import { AREA_ROLES, bundlePolicy } from '../../../../../shared/policy';
import type { PersonRef } from '../../../../../shared/contracts/organization';
import { findBundle } from '../../../shared/access';
import { bundleFacts } from '../../../shared/bundle-views';
import type { Caller, OrganizationDeps } from '../../../shared/deps';
import { toHttpError } from '../../../shared/errors';
import { personRef } from '../../../shared/group-views';

/** People who could become co-owners: active users who may manage bundles, not owner or co-owner yet (the owner asks). */
export async function bundleCoOwnerCandidates(deps: OrganizationDeps, c: Caller, id: string, search: string): Promise<PersonRef[]> {
  const b = await findBundle(deps, c, id);
  if (!bundlePolicy.manageCoOwners(bundleFacts(c, b))) throw toHttpError('NotAllowedToManageBundleCoOwners');
  const people = await deps.identity.searchCompanyUsers(c.companyId, { search, roles: AREA_ROLES.manageBundles, excludeIds: [b.ownerId, ...b.coOwners], limit: 20 });
  return people.map(personRef);
}
