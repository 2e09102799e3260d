import type { Principal } from '../../../../platform/http';
import type { IdentityDeps } from '../../shared/deps';
import { releaseEmail } from '../../shared/email-claims';
import { releasePersonnelNumber } from '../../shared/personnel-number-claims';
import { manageUser, userAdminCaller } from '../../shared/user-admin';

/**
 * DELETE /api/users/{id}: the user can no longer sign in, leaves every list and the address is
 * and the personnel number are released for a new registration. The user's past events stay (audit trail). Erasing personal
 * data (GDPR right to erasure) is out of scope here: it needs its own process across modules.
 */
export async function deleteUser(d: IdentityDeps, principal: Principal | null, userId: string): Promise<void> {
  const c = userAdminCaller(principal);
  let personnelNumber: string | null = null;
  await manageUser(
    d,
    c,
    userId,
    (actor, now, state) => {
      personnelNumber = state.status === 'registered' ? state.personnelNumber : null;
      return { type: 'DeleteUser', actor, now };
    },
    {
      alsoAppend: async (_events, deleted, metadata) =>
        deleted.status !== 'deleted'
          ? []
          : [
              ...(deleted.email !== '' ? await releaseEmail(d.k, deleted.email, userId, metadata) : []),
              ...(personnelNumber !== null ? await releasePersonnelNumber(d.k, c.companyId, personnelNumber, userId, metadata) : []),
            ],
    },
  );
}
