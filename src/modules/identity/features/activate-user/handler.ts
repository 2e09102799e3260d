import type { Principal } from '../../../../platform/http';
import type { ManagedUserView } from '../../../../shared/contracts/identity';
import type { IdentityDeps } from '../../shared/deps';
import { managedUser, manageUser, userAdminCaller } from '../../shared/user-admin';

/** PATCH /api/users/{id}/activate */
export async function activateUser(d: IdentityDeps, principal: Principal | null, userId: string): Promise<ManagedUserView> {
  const c = userAdminCaller(principal);
  await manageUser(d, c, userId, (actor, now) => ({ type: 'ActivateUser', actor, now }));
  return managedUser(d, c, userId);
}
