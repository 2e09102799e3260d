import type { Principal } from '../../../../platform/http';
import type { ManagedUserView } from '../../../../shared/contracts/identity';
import type { IdentityDeps } from '../../shared/deps';
import { managedUser, manageUser, userAdminCaller } from '../../shared/user-admin';

/** PATCH /api/users/{id}/deactivate: ends the user's sessions before answering; sign-in is refused. */
export async function deactivateUser(d: IdentityDeps, principal: Principal | null, userId: string): Promise<ManagedUserView> {
  const c = userAdminCaller(principal);
  await manageUser(d, c, userId, (actor, now) => ({ type: 'DeactivateUser', actor, now }));
  return managedUser(d, c, userId);
}
