import type { Principal } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { releaseEmail } from '../../shared/email-claims';
import { manageUser, userAdminCaller } from '../../shared/user-admin';

/**
 * DELETE /api/users/{id}: the user can no longer sign in, leaves every list and the address is
 * released for a new registration. The user's past events stay (audit trail). Erasing personal
 * data (GDPR right to erasure) is out of scope here: it needs its own process across modules.
 */
export async function deleteUser(d: IdentityDeps, principal: Principal | null, userId: string): Promise<void> {
  const c = userAdminCaller(principal);
  await manageUser(d, c, userId, (actor, now) => ({ type: 'DeleteUser', actor, now }), {
    alsoAppend: (_events, deleted, metadata) => (deleted.status === 'deleted' ? releaseEmail(d.k, deleted.email, userId, metadata) : []),
  });
}
